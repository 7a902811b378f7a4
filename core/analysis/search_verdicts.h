#pragma once
// Verdicts by the exact search engine, move by move, for boards beyond the
// Judge's tables (leapfrog-cli check on classic:12 and up, pairs:11 and up).
// Each move is judged from exact distances when the engine finds them within
// what is left of the control's budget (on the constructed solutions at
// once, off them by the layered search: a few slips on classic:12-18 take
// milliseconds); where it does not, that verdict falls back to the judging
// without search (Yancey's criteria while the game is optimal, "unknown" off
// it), so a verdict is never a guess. The whole line shares one budget.
//
// Not for the GUI thread: a search may take the budget. The window judges
// with the Judge (analysis/judge.h) and asks the engine for hints in workers.
#include "search/control.h"
#include "verdict.h"

#include <span>
#include <vector>

namespace leapfrog {

class SearchEngine;

// Whether judging by search can help on this variant: the Judge has no table
// for it, the engine numbers its positions and has a lower bound to steer by.
bool searchJudgesBeyondTables(const Variant& variant);

// Judges `line` (moves from the start) like judgeLine, stopping after the
// first illegal move. Throws Cancelled.
std::vector<Verdict> judgeLineBySearch(const Variant& variant, SearchEngine& engine, std::span<const Move> line,
                                       const SearchControl& control);

} // namespace leapfrog
