// Non-const function-local statics in tile code: nvcc 13.4 makes each one a
// module global that keeps its value from launch to launch. Scalars, an
// array indexed at run time, a struct, a bool, a helper's static shared by
// two kernels, one static per template instantiation.
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

struct Stats {
    int calls;
    float sum;
};

__tile__ int next_ticket() {
    static int ticket = 100;
    return ticket++;
}

__tile_global__ void accumulate(const float* __restrict__ x, float* __restrict__ out,
                                int slot) {
    static int launches;
    static float hist[8] = {0.5f, 0.25f};
    static Stats stats = {0, 1.0f};
    static bool odd = false;
    launches += 1;
    hist[slot & 7] += x[0];
    stats.calls += 2;
    stats.sum *= 2.0f;
    odd = !odd;
    out[0] = float(launches);
    out[1] = hist[slot & 7];
    out[2] = float(stats.calls) + stats.sum;
    out[3] = odd ? 1.0f : 0.0f;
    out[4] = float(next_ticket());
}

__tile_global__ void ticket_only(int* out) { out[0] = next_ticket(); }

template <int Step>
__tile_global__ void stepper(int* out) {
    static int value = Step;
    value += Step;
    out[0] = value;
}

int main() {
    seed::checker chk("static_locals");
    float* x = seed::device_alloc<float>(1);
    float* out = seed::device_alloc<float>(5);
    int* iout = seed::device_alloc<int>(1);
    float hist[8] = {0.5f, 0.25f};
    int ticket = 100;
    float sum = 1.0f;
    for (int launch = 1; launch <= 4; ++launch) {
        float hx = float(launch) * 1.5f;
        seed::to_device(x, &hx, 1);
        int slot = launch % 3;
        accumulate<<<1, 1>>>(x, out, slot);
        SEED_SYNC();
        float ho[5];
        seed::to_host(ho, out, 5);
        hist[slot] += hx;
        sum *= 2.0f;
        chk.exact("launches", launch, ho[0], float(launch));
        chk.exact("hist", launch, ho[1], hist[slot]);
        chk.exact("stats", launch, ho[2], float(2 * launch) + sum);
        chk.exact("odd", launch, ho[3], float(launch % 2));
        chk.exact("ticket", launch, ho[4], float(ticket++));
        ticket_only<<<1, 1>>>(iout);
        SEED_SYNC();
        int ht;
        seed::to_host(&ht, iout, 1);
        chk.exact("shared ticket", launch, ht, ticket++);
    }
    for (int launch = 1; launch <= 3; ++launch) {
        int h1, h3;
        stepper<1><<<1, 1>>>(iout);
        SEED_SYNC();
        seed::to_host(&h1, iout, 1);
        stepper<3><<<1, 1>>>(iout);
        SEED_SYNC();
        seed::to_host(&h3, iout, 1);
        chk.exact("stepper<1>", launch, h1, 1 + launch);
        chk.exact("stepper<3>", launch, h3, 3 + 3 * launch);
    }
    return chk.finish();
}
