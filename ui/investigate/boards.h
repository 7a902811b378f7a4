#pragma once
// The boards of the investigation, sheet by sheet: the classic rows
// classic:NxM (n blue, m red, 1..8 each), the pair-shift boards pairs:N and
// the three-colour Y boards y:K. A board is named by its sheet and sizes; its
// spec is the record book's key.
#include "model/variant.h"

#include <string>
#include <vector>

namespace leapfrog::ui {

enum class Sheet { Rows, PairShift, Y };
inline constexpr Sheet kSheets[] = {Sheet::Rows, Sheet::PairShift, Sheet::Y};

inline constexpr int kLargestRow = 8;   // n and m of the Rows sheet
inline constexpr int kLargestPairs = 8; // N of pairs:N
// y:1..y:5 take seconds at most (y:5: 4 s); y:6 to y:8 a minute or more the
// first time (`leapfrog-cli count y:K` on the two busy cores of the CI machine:
// y:6 92 s for its table, kept after; y:7 50 s, y:8 81 s by search, kept
// nowhere), which the window says, with progress and cancel.
inline constexpr int kLargestY = 8;
inline constexpr int kLargestQuickY = 5;

struct SheetBoard {
    Sheet sheet = Sheet::Rows;
    int n = 1; // blue pegs (Rows), N (pairs:N) or K (y:K)
    int m = 0; // red pegs on the Rows sheet; 0 elsewhere

    friend bool operator==(const SheetBoard& a, const SheetBoard& b)
    {
        return a.sheet == b.sheet && a.n == b.n && a.m == b.m;
    }
    friend bool operator<(const SheetBoard& a, const SheetBoard& b)
    {
        return a.sheet != b.sheet ? a.sheet < b.sheet : a.n != b.n ? a.n < b.n : a.m < b.m;
    }
};

Variant variantOf(const SheetBoard& board);
std::string specOf(const SheetBoard& board);
// Every board of the sheet, in reading order (row by row on the Rows sheet).
std::vector<SheetBoard> boardsOf(Sheet sheet);
// Whether its moves are slides and jumps (a pair shift is neither).
bool hasSlidesAndJumps(Sheet sheet);

} // namespace leapfrog::ui
