#include "position.h"

#include "refusal.h"

namespace leapfrog {

Position::Position(int holeCount)
    : holeCount_(holeCount)
    , words_(static_cast<std::size_t>((holeCount + kCellsPerWord - 1) / kCellsPerWord), 0)
{
}

int Position::count(Cell cell) const
{
    int n = 0;
    for (int hole = 0; hole < holeCount_; ++hole) {
        n += at(hole) == cell ? 1 : 0;
    }
    return n;
}

std::array<int, kCellKinds> Position::counts() const
{
    std::array<int, kCellKinds> n{};
    for (int hole = 0; hole < holeCount_; ++hole) {
        ++n[static_cast<std::size_t>(at(hole))];
    }
    return n;
}

int Position::findEmpty(int from) const
{
    for (int hole = from; hole < holeCount_; ++hole) {
        if (at(hole) == Cell::Empty) {
            return hole;
        }
    }
    return -1;
}

std::string Position::text() const
{
    std::string out(static_cast<std::size_t>(holeCount_), '_');
    for (int hole = 0; hole < holeCount_; ++hole) {
        out[static_cast<std::size_t>(hole)] = cellChar(at(hole));
    }
    return out;
}

Position Position::fromText(std::string_view text)
{
    if (text.empty()) {
        throw RefusedInput("empty position; expected one character per hole: B, R, Y, _ or a frog's number 1-9, a-c (e.g. "
                           "BBB_RRR)",
                           Refusal{.kind = Refusal::Kind::EmptyPosition});
    }
    Position position(static_cast<int>(text.size()));
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto cell = cellFromChar(text[i]);
        if (!cell) {
            throw RefusedInput("bad character '" + std::string(1, text[i]) + "' at hole " + std::to_string(i + 1)
                                   + " of position \"" + excerpt(text)
                                   + "\"; expected one character per hole: B, R, Y, _ or a frog's number 1-9, a-c (e.g. "
                                     "BBB_RRR)",
                               Refusal{.kind = Refusal::Kind::BadCharacter,
                                       .input = excerpt(text),
                                       .character = text[i],
                                       .hole = static_cast<int>(i + 1)});
        }
        position.set(static_cast<int>(i), *cell);
    }
    return position;
}

} // namespace leapfrog
