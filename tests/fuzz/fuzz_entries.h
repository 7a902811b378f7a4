#pragma once
// One entry point per parser of outside input. libFuzzer drives them
// (fuzz_main.cpp, clang, .ci/fuzz); the regression test replays every file of
// the corpus through them in the normal build (tst_fuzz_corpus.cpp), so each
// crash or hang the fuzzer ever finds stays fixed once its input is added.
// Each must accept any bytes: bad input may throw InputError or LimitError,
// nothing else, and must never crash or hang.
#include <cstddef>
#include <cstdint>

namespace leapfrog::fuzz {

void variantSpec(const std::uint8_t* data, std::size_t size);
void positionText(const std::uint8_t* data, std::size_t size);
void moveText(const std::uint8_t* data, std::size_t size);
void notationWord(const std::uint8_t* data, std::size_t size);
// A save file's bytes; a file that loads must save back to one that loads to
// the same game.
void saveFile(const std::uint8_t* data, std::size_t size);
// A leapfrog-cli argument list, one argument per line, run in process. Skips
// `bench` (it times solvers for seconds by design) and variants over 40 holes
// (solving them by search or printing millions of moves is legitimate work,
// not a hang); everything else, every option and every error, runs.
void cliArguments(const std::uint8_t* data, std::size_t size);

} // namespace leapfrog::fuzz
