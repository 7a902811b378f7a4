#include "fibonacci_family.h"

#include "fibonacci_numbers.h"
#include "mirror.h"
#include "model/errors.h"

namespace leapfrog {

namespace {

// The pegs left of the hole after a choice.
int afterChoice(int remaining, std::uint8_t bit) { return remaining - (bit != 0 ? 2 : 1); }

// (F(r), F(r+1)) -> (F(r-1), F(r)), in place.
void stepDown(BigInt& low, BigInt& high)
{
    high -= low;
    std::swap(low, high);
}

} // namespace

FibonacciFamily::FibonacciFamily(int n, LongSide side)
    : n_(n)
    , side_(side)
    , count_(fibonacci(n + 2))
{
}

bool FibonacciFamily::isLabel(const BigInt& label) const
{
    BigInt rest = label;
    int remaining = n_;
    while (!rest.isZero()) {
        if (remaining <= 0) {
            return false;
        }
        remaining = afterChoice(remaining, static_cast<std::uint8_t>(rest.divideBy(2)));
    }
    return true;
}

FibonacciChoices FibonacciFamily::choicesOfLabel(const BigInt& label) const
{
    if (!isLabel(label)) {
        throw InputError("label " + label.toString() + " is not in L(" + std::to_string(n_)
                         + "): its bits ask for more moves than " + std::to_string(n_) + " pegs allow");
    }
    FibonacciChoices choices;
    BigInt rest = label;
    for (int remaining = n_; remaining > 0;) {
        const auto bit = static_cast<std::uint8_t>(rest.divideBy(2));
        choices.push_back(bit);
        remaining = afterChoice(remaining, bit);
    }
    return choices;
}

BigInt FibonacciFamily::labelOf(const FibonacciChoices& choices) const
{
    BigInt label;
    for (auto bit = choices.rbegin(); bit != choices.rend(); ++bit) {
        label *= 2;
        label += BigInt(*bit);
    }
    return label;
}

FibonacciChoices FibonacciFamily::choicesOfRank(const BigInt& rank) const
{
    if (rank.isZero() || rank > count_) {
        throw InputError("classic board with one peg on one side and " + std::to_string(n_)
                         + " on the other has " + count_.toString() + " optimal solutions; solution "
                         + rank.toString() + " is not among 1 to " + count_.toString());
    }
    BigInt before = rank - BigInt(1); // solutions that come before the wanted one
    auto [low, high] = fibonacciPair(n_); // (F(r), F(r+1)) for r pegs left
    FibonacciChoices choices;
    for (int remaining = n_; remaining > 0;) {
        // Completions of the lexicographically first option.
        const BigInt& firstCount = bitOneFirst() ? low : high;
        std::uint8_t bit = bitOneFirst() ? 1 : 0;
        if (before >= firstCount) {
            before -= firstCount;
            bit = static_cast<std::uint8_t>(1 - bit);
        }
        choices.push_back(bit);
        const int next = afterChoice(remaining, bit);
        for (int r = remaining; r > next && r > 0; --r) {
            stepDown(low, high);
        }
        remaining = next;
    }
    return choices;
}

BigInt FibonacciFamily::rankOf(const FibonacciChoices& choices) const
{
    BigInt before;
    auto [low, high] = fibonacciPair(n_);
    int remaining = n_;
    for (const std::uint8_t bit : choices) {
        const bool tookFirst = (bit != 0) == bitOneFirst();
        if (!tookFirst) {
            before += bitOneFirst() ? low : high;
        }
        const int next = afterChoice(remaining, bit);
        for (int r = remaining; r > next && r > 0; --r) {
            stepDown(low, high);
        }
        remaining = next;
    }
    return before + BigInt(1);
}

std::unique_ptr<Solution> FibonacciFamily::solution(const FibonacciChoices& choices) const
{
    auto blueLong = std::make_unique<FibonacciSolution>(n_, choices);
    if (side_ == LongSide::Blue) {
        return blueLong;
    }
    return std::make_unique<MirroredSolution>(std::move(blueLong), holes());
}

RunWord FibonacciFamily::word(const FibonacciChoices& choices) const
{
    RunWord word;
    int remaining = n_;
    for (const std::uint8_t bit : choices) {
        if (bit == 0) {
            word.append('s').append('J');
        } else {
            word.append('S').append('j').append('S');
            if (remaining >= 2) {
                word.append('J');
            }
        }
        remaining = afterChoice(remaining, bit);
    }
    if (remaining == 0) {
        word.append('s');
    }
    return side_ == LongSide::Blue ? word : word.swappedCase();
}

} // namespace leapfrog
