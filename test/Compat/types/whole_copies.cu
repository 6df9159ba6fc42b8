// Objects copied as a whole where C++ has no parts for tile code to copy
// one by one: a union (local to local, by value into a helper, from and to
// memory), a struct holding a union, and a struct with bit-fields read
// from memory and written back.
// Both compilers copy their bytes (one masked i8 tile load and store).
// RUN: %compat %s
#include "cuda_tile.h"
#include "seed_util.h"

namespace ct = cuda::tiles;

union word {
    float f;
    unsigned u;
};

struct packed {
    unsigned tag : 5;
    unsigned count : 11;
    float weight;
};

struct tagged {
    word w;
    int tag;
};

__tile__ unsigned low_bits(word w, unsigned mask) { return w.u & mask; }

__tile_global__ void union_copies(const float* __restrict__ x, const word* __restrict__ in,
                                  word* __restrict__ out, unsigned* __restrict__ bits) {
    const int b = ct::bid().x;
    word a;
    a.f = x[b];
    word c = a;
    bits[2 * b] = low_bits(c, 0xffffu);
    word d = in[b];
    bits[2 * b + 1] = d.u >> 16;
    out[b] = d;
    tagged t;
    t.w.f = x[b] * 2.0f;
    t.tag = b;
    tagged s = t;
    bits[2 * ct::num_blocks().x + b] = s.w.u + unsigned(s.tag);
}

__tile_global__ void bitfield_copies(const packed* __restrict__ in, packed* __restrict__ out,
                                     int n) {
    const int b = ct::bid().x;
    packed s = in[b];
    out[b] = s;
    out[n + b] = in[n - 1 - b];
}

int main() {
    seed::checker chk("whole_copies");
    const int blocks = 3;
    float hx[blocks];
    word hin[blocks];
    packed hp[blocks];
    seed::fill(hx, blocks);
    for (int b = 0; b < blocks; ++b) {
        hin[b].u = 0x40490fdbu + unsigned(b) * 0x01010101u;
        hp[b].tag = unsigned(b * 7 + 3) & 31u;
        hp[b].count = unsigned(b * 301 + 17) & 2047u;
        hp[b].weight = 0.5f + float(b);
    }
    float* x = seed::device_alloc<float>(blocks);
    word* in = seed::device_alloc<word>(blocks);
    word* out = seed::device_alloc<word>(blocks);
    unsigned* bits = seed::device_alloc<unsigned>(3 * blocks);
    packed* pin = seed::device_alloc<packed>(blocks);
    packed* pout = seed::device_alloc<packed>(2 * blocks);
    seed::to_device(x, hx, blocks);
    seed::to_device(in, hin, blocks);
    seed::to_device(pin, hp, blocks);
    union_copies<<<blocks, 1>>>(x, in, out, bits);
    bitfield_copies<<<blocks, 1>>>(pin, pout, blocks);
    SEED_SYNC();
    word hout[blocks];
    unsigned hbits[3 * blocks];
    packed hpout[2 * blocks];
    seed::to_host(hout, out, blocks);
    seed::to_host(hbits, bits, 3 * blocks);
    seed::to_host(hpout, pout, 2 * blocks);
    for (int b = 0; b < blocks; ++b) {
        unsigned u;
        std::memcpy(&u, &hx[b], 4);
        chk.near("low_bits", b, hbits[2 * b], u & 0xffffu, 0);
        chk.near("high_bits", b, hbits[2 * b + 1], hin[b].u >> 16, 0);
        chk.near("union_out", b, hout[b].u, hin[b].u, 0);
        float twice = hx[b] * 2.0f;
        std::memcpy(&u, &twice, 4);
        chk.near("tagged", b, hbits[2 * blocks + b], u + unsigned(b), 0);
        for (int k = 0; k < 2; ++k) {
            const packed& want = hp[k == 0 ? b : blocks - 1 - b];
            const packed& got = hpout[k * blocks + b];
            chk.near("tag", k * blocks + b, got.tag, want.tag, 0);
            chk.near("count", k * blocks + b, got.count, want.count, 0);
            chk.near("weight", k * blocks + b, got.weight, want.weight, 0);
        }
    }
    return chk.finish();
}
