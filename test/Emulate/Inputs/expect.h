// EXPECT(cond) for the emulated-runtime tests (driver-api.cu,
// runtime-calls.cu): a failed check prints its line and condition and the
// test goes on, so that one run reports every broken call; main returns
// failures != 0.
#ifndef CUTILE_TEST_EMULATE_EXPECT_H
#define CUTILE_TEST_EMULATE_EXPECT_H
#include <cstdio>

static int failures = 0;
#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      std::printf("FAIL line %d: %s\n", __LINE__, #cond);                      \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

#endif
