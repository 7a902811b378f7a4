#include "yancey_word.h"

#include <algorithm>
#include <cstdlib>

namespace leapfrog {

namespace {

using Count = std::uint64_t;

// prod_{i=1}^{m-1} S j^(2i-1) s J^(2i): the opening shared by every case.
RunWord opening(int m)
{
    RunWord word;
    for (Count i = 1; i + 1 <= Count(m); ++i) {
        word.append('S').append('j', 2 * i - 1).append('s').append('J', 2 * i);
    }
    return word;
}

// prod_{i=m-1}^{1} J^(2i) s j^(2i-1) S: the closing of Theorem 1 and of
// Theorem 11 for even x.
RunWord closingEvenX(int m)
{
    RunWord word;
    for (Count i = Count(m) - 1; i >= 1; --i) {
        word.append('J', 2 * i).append('s').append('j', 2 * i - 1).append('S');
    }
    return word;
}

// prod_{i=m-1}^{1} j^(2i) S J^(2i-1) s: the closing of Theorem 11 for odd x.
RunWord closingOddX(int m)
{
    RunWord word;
    for (Count i = Count(m) - 1; i >= 1; --i) {
        word.append('j', 2 * i).append('S').append('J', 2 * i - 1).append('s');
    }
    return word;
}

// The four cases of Theorem 11, N_B = 2m - 1 or 2m, x = 2k or 2k - 1.
RunWord oddBlueEvenX(Count m, Count k)
{
    RunWord middle;
    middle.append('j', 2 * m - 1).append('s').append('J', 2 * m - 1).append('s');
    RunWord word = opening(int(m));
    word.append('S').appendRepeated(middle, k).append('j', 2 * m - 1).append('S');
    return word.append(closingEvenX(int(m)));
}

RunWord evenBlueEvenX(Count m, Count k)
{
    RunWord middle;
    middle.append('J', 2 * m).append('s').append('j', 2 * m).append('s');
    RunWord word = opening(int(m));
    word.append('S').append('j', 2 * m - 1).append('s').appendRepeated(middle, k);
    word.append('J', 2 * m).append('s').append('j', 2 * m - 1).append('S');
    return word.append(closingEvenX(int(m)));
}

RunWord oddBlueOddX(Count m, Count k)
{
    RunWord middle;
    middle.append('j', 2 * m - 1).append('s').append('J', 2 * m - 1).append('s');
    RunWord word = opening(int(m));
    word.append('S').appendRepeated(middle, k);
    return word.append(closingOddX(int(m)));
}

RunWord evenBlueOddX(Count m, Count k)
{
    RunWord middle;
    middle.append('s').append('J', 2 * m).append('s').append('j', 2 * m);
    RunWord word = opening(int(m));
    word.append('S').append('j', 2 * m - 1).appendRepeated(middle, k);
    word.append('S').append('J', 2 * m - 1).append('s');
    return word.append(closingOddX(int(m)));
}

} // namespace

RunWord bradleyThomasWord(int n)
{
    const Count m = (Count(n) + 1) / 2; // n = 2m or n = 2m - 1
    RunWord word = opening(int(m));
    word.append('S').append('j', 2 * m - 1);
    if (n % 2 == 0) {
        word.append('s').append('J', 2 * m).append('s').append('j', 2 * m - 1);
    }
    word.append('S');
    return word.append(closingEvenX(int(m)));
}

RunWord yanceyUnbalancedWord(int blue, int red)
{
    const Count x = Count(red - blue);
    const Count m = (Count(blue) + 1) / 2;
    const Count k = (x + 1) / 2; // x = 2k or x = 2k - 1
    const bool oddBlue = blue % 2 == 1;
    if (x % 2 == 0) {
        return oddBlue ? oddBlueEvenX(m, k) : evenBlueEvenX(m, k);
    }
    return oddBlue ? oddBlueOddX(m, k) : evenBlueOddX(m, k);
}

RunWord yanceyWord(int blue, int red)
{
    if (blue == red) {
        return bradleyThomasWord(blue);
    }
    if (blue < red) {
        return yanceyUnbalancedWord(blue, red);
    }
    return yanceyUnbalancedWord(red, blue).swappedCase();
}

RunWord conjugateWord(const RunWord& word, int blue, int red)
{
    const Count small = Count(std::min(blue, red));
    const Count kept = Count(std::abs(blue - red));
    const Count stride = small + 1;
    Count nextKept = small * (small + 3) / 2; // the first stage-3 step
    Count keptLeft = kept;
    RunWord out;
    Count position = 0;
    for (const LetterRun& run : word.runs()) {
        const Count end = position + run.count;
        while (keptLeft > 0 && nextKept < end) {
            out.append(swappedLetterCase(run.letter), nextKept - position);
            out.append(run.letter);
            position = nextKept + 1;
            nextKept += stride;
            --keptLeft;
        }
        out.append(swappedLetterCase(run.letter), end - position);
        position = end;
    }
    return out;
}

} // namespace leapfrog
