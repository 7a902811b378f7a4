#pragma once
// "A solution": what every solver produces and what the window and the CLI
// consume. Move i (0-based) may be computed on demand, so a solution of a
// hundred million moves need not be held in memory (constructions give O(1)
// random access; search results are stored lists).
#include "move.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace leapfrog {

class Solution {
public:
    virtual ~Solution() = default;
    virtual std::uint64_t length() const = 0;
    // Precondition: index < length().
    virtual Move moveAt(std::uint64_t index) const = 0;
    // Yancey's word where the variant has one and the solver knows it without
    // replaying (constructions); nullopt otherwise.
    virtual std::optional<std::string> notation() const { return std::nullopt; }
    // The letter of move `index` in that word, where the solver knows it
    // without replaying (constructions, in O(1)); nullopt otherwise. Lets a
    // caller stream the word of a hundred-million-move solution.
    virtual std::optional<char> letterAt(std::uint64_t /*index*/) const { return std::nullopt; }

    std::vector<Move> moves() const
    {
        std::vector<Move> out;
        out.reserve(static_cast<std::size_t>(length()));
        for (std::uint64_t i = 0; i < length(); ++i) {
            out.push_back(moveAt(i));
        }
        return out;
    }
};

// A solution held as a list of moves (search results, parsed words).
class MoveListSolution final : public Solution {
public:
    explicit MoveListSolution(std::vector<Move> moves)
        : moves_(std::move(moves))
    {
    }
    std::uint64_t length() const override { return moves_.size(); }
    Move moveAt(std::uint64_t index) const override { return moves_[static_cast<std::size_t>(index)]; }

private:
    std::vector<Move> moves_;
};

} // namespace leapfrog
