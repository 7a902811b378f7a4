#pragma once
// Shared checks for the construction tests: replaying a move list on the
// real rules, and every optimal solution by the plain reference search.
#include "model/move.h"
#include "model/rules.h"
#include "model/variant.h"
#include "search/bfs.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace leapfrog::testing {

// Why `moves` is not an optimal solution of `variant` (illegal move, wrong
// end, wrong length against the proven minimum), or nullopt when it is one.
inline std::optional<QString> whyNotOptimal(const Variant& variant, const std::vector<Move>& moves)
{
    Position position = variant.start();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (const auto reason = illegalReason(variant.board(), variant.rules(), position, moves[i])) {
            return QString("move %1 (%2): %3")
                .arg(i + 1)
                .arg(QString::fromStdString(moveText(moves[i])), QString::fromStdString(*reason));
        }
        position = applyMove(variant.rules(), std::move(position), moves[i]);
    }
    if (!variant.isGoal(position)) {
        return "ends at " + QString::fromStdString(position.text()) + ", not the goal";
    }
    if (variant.provenMinimum() && static_cast<std::int64_t>(moves.size()) != *variant.provenMinimum()) {
        return QString("%1 moves, the minimum is %2").arg(moves.size()).arg(*variant.provenMinimum());
    }
    return std::nullopt;
}

// Every optimal solution in the shared order, by the plain search.
inline std::vector<std::vector<Move>> allBySearch(const Variant& variant)
{
    std::vector<std::vector<Move>> all;
    BfsSolutions first = bfsSolutions(variant, variant.start(), BigInt(1));
    const std::uint64_t count = first.count.toUint64();
    all.push_back(std::move(first.solution));
    for (std::uint64_t rank = 2; rank <= count; ++rank) {
        all.push_back(bfsSolutions(variant, variant.start(), BigInt(rank)).solution);
    }
    return all;
}

inline QString movesText(const std::vector<Move>& moves)
{
    QStringList texts;
    for (const Move move : moves) {
        texts << QString::fromStdString(moveText(move));
    }
    return texts.join(' ');
}

} // namespace leapfrog::testing
