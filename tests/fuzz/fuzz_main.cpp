// A libFuzzer target; LEAPFROG_FUZZ_ENTRY names the entry (fuzz_entries.h).
#include "fuzz_entries.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    leapfrog::fuzz::LEAPFROG_FUZZ_ENTRY(data, size);
    return 0;
}
