#include "playmarks.h"

#include "words/verdictwords.h"

#include <algorithm>

namespace leapfrog::ui {

std::vector<PlayableMove> playableMoves(const Variant& variant, std::span<const MoveChoice> moves)
{
    std::vector<PlayableMove> playable;
    playable.reserve(moves.size());
    for (const MoveChoice& choice : moves) {
        playable.push_back({choice.move, moveShape(variant.board(), variant.rules(), choice.move)});
    }
    return playable;
}

void markInput(BoardMarks& marks, const InputState& input, std::span<const MoveChoice> moves, bool guiding)
{
    const std::vector<int> movable = movablePegs(moves);
    marks.hovered = std::ranges::find(movable, input.hovered) != movable.end() ? input.hovered : -1;
    marks.selected = input.selected;
    for (const MoveChoice& choice : input.choices) {
        marks.targets.push_back(choice.secondClick);
    }
    // The tutorial's card speaks of the square on the arrow's peg: while it
    // guides, the square shows for a player who has not touched a key yet.
    marks.cursor = input.keyboardUsed || guiding ? input.cursor : -1;
}

void markArrow(BoardMarks& marks, std::span<const MoveChoice> moves, std::optional<Move> arrow)
{
    if (!arrow) {
        return;
    }
    const auto found = std::ranges::find(moves, *arrow, &MoveChoice::move);
    if (found == moves.end()) {
        return;
    }
    for (const PegMotion& motion : found->motions) {
        marks.hintFrom.push_back(motion.from);
        marks.hintTo.push_back(motion.to);
    }
}

void markMistake(BoardMarks& marks, const Verdict* verdict, const Position& before, const Position& after)
{
    if (!verdict || !isMistake(flagOf(verdict))) {
        return;
    }
    for (const PegMotion& motion : motionsBetween(before, after)) {
        marks.flagged.push_back(motion.to);
    }
    std::size_t next = 0;
    for (const char letter : verdict->pattern) {
        if (letter != '*' && next < verdict->holes.size()) {
            marks.pattern.emplace_back(verdict->holes[next++],
                                       letter == 'S' ? QString() : QString(QChar::fromLatin1(letter)));
        }
    }
}

} // namespace leapfrog::ui
