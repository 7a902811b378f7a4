#include "notation.h"

#include "errors.h"

namespace leapfrog {

std::optional<char> notationLetter(const Position& before, Move move)
{
    const Cell mover = before.at(move.from);
    const int distance = move.to - move.from;
    if (mover == Cell::Blue && (distance == 1 || distance == 2)) {
        if (distance == 1) {
            return 'S';
        }
        return before.at(move.from + 1) == Cell::Red ? std::optional<char>('J') : std::nullopt;
    }
    if (mover == Cell::Red && (distance == -1 || distance == -2)) {
        if (distance == -1) {
            return 's';
        }
        return before.at(move.from - 1) == Cell::Blue ? std::optional<char>('j') : std::nullopt;
    }
    return std::nullopt;
}

namespace {

void requireNotation(const Variant& variant)
{
    if (!variant.hasNotation()) {
        throw InputError("Yancey's S/s/J/j notation is defined for two-colour row boards "
                         "(classic and strict), not for "
                         + variant.spec());
    }
}

} // namespace

std::string notationWord(const Variant& variant, const Position& from, std::span<const Move> moves)
{
    requireNotation(variant);
    std::string word;
    word.reserve(moves.size());
    Position position = from;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto letter = notationLetter(position, moves[i]);
        if (!letter) {
            throw InputError("move " + std::to_string(i + 1) + " (" + moveText(moves[i])
                             + ") is not a forward step or a jump over the other colour, "
                               "so it has no letter in Yancey's notation");
        }
        word.push_back(*letter);
        position = applyMove(variant.rules(), std::move(position), moves[i]);
    }
    return word;
}

namespace {

// The hole a letter's peg starts from, with the single empty hole at `empty`.
int sourceHole(char letter, int empty)
{
    switch (letter) {
    case 'S': return empty - 1;
    case 'J': return empty - 2;
    case 's': return empty + 1;
    case 'j': return empty + 2;
    default: return -1;
    }
}

} // namespace

std::vector<Move> movesFromNotation(const Variant& variant, const Position& from, std::string_view word)
{
    requireNotation(variant);
    std::vector<Move> moves;
    moves.reserve(word.size());
    Position position = from;
    for (std::size_t i = 0; i < word.size(); ++i) {
        const char letter = word[i];
        const std::string where = "letter " + std::to_string(i + 1) + " ('" + std::string(1, letter) + "') of \""
                                  + std::string(word) + "\"";
        if (std::string_view("SsJj").find(letter) == std::string_view::npos) {
            throw InputError(where + " is not a move letter; expected S, s, J or j");
        }
        const int empty = position.findEmpty();
        const int source = sourceHole(letter, empty);
        const Move move{source, empty};
        if (source < 0 || source >= position.size() || !isLegal(variant.board(), variant.rules(), position, move)
            || notationLetter(position, move) != letter) {
            throw InputError(where + " has no matching move from " + excerpt(position.text()));
        }
        moves.push_back(move);
        position = applyMove(variant.rules(), std::move(position), move);
    }
    return moves;
}

std::string groupedNotation(std::string_view word)
{
    std::string out;
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (i > 0 && word[i] != word[i - 1]) {
            out.push_back(' ');
        }
        out.push_back(word[i]);
    }
    return out;
}

} // namespace leapfrog
