#include "boards.h"

namespace leapfrog::ui {

Variant variantOf(const SheetBoard& board)
{
    switch (board.sheet) {
    case Sheet::PairShift: return Variant::pairs(board.n);
    case Sheet::Y: return Variant::yBoard(board.n);
    case Sheet::Rows: break;
    }
    return Variant::classic(board.n, board.m);
}

std::string specOf(const SheetBoard& board) { return variantOf(board).spec(); }

std::vector<SheetBoard> boardsOf(Sheet sheet)
{
    std::vector<SheetBoard> boards;
    switch (sheet) {
    case Sheet::Rows:
        for (int n = 1; n <= kLargestRow; ++n) {
            for (int m = 1; m <= kLargestRow; ++m) {
                boards.push_back({sheet, n, m});
            }
        }
        break;
    case Sheet::PairShift:
        for (int n = 1; n <= kLargestPairs; ++n) {
            boards.push_back({sheet, n, 0});
        }
        break;
    case Sheet::Y:
        for (int k = 1; k <= kLargestY; ++k) {
            boards.push_back({sheet, k, 0});
        }
        break;
    }
    return boards;
}

bool hasSlidesAndJumps(Sheet sheet) { return sheet != Sheet::PairShift; }

} // namespace leapfrog::ui
