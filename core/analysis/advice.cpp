#include "advice.h"

#include "model/rules.h"

namespace leapfrog {

Verdict judgeFollowing(const Judge& judge, std::span<const Move> line, std::span<const Verdict> lineVerdicts,
                       const Position& before, Move move)
{
    if (judge.isExact()) {
        // Exact judging needs only the number of moves made, not their verdicts.
        return judge.judgeNext(line, before, move);
    }
    // Without a table the game is optimal while every move so far was proper;
    // the last verdict carries that (a move after an improper one is never proper).
    const bool optimal = lineVerdicts.empty() || lineVerdicts.back().proper;
    return judgeMoveWithoutSearch(judge.variant(), optimal, before, move);
}

std::vector<Move> bestNextMoves(const Judge& judge, std::span<const Move> line, std::span<const Verdict> lineVerdicts,
                                const Position& before)
{
    std::vector<Move> best;
    const Variant& variant = judge.variant();
    for (const Move move : legalMoves(variant.board(), variant.rules(), before)) {
        const Verdict verdict = judgeFollowing(judge, line, lineVerdicts, before, move);
        if (verdict.best && verdict.basis != Basis::Unknown) {
            best.push_back(move);
        }
    }
    return best;
}

} // namespace leapfrog
