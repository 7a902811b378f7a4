#pragma once
// What is wrong with a person's input, as data. The window words a refusal
// in the player's language (ui/words/refusaltext.h) from these values; the
// English one-line message of the InputError stays the CLI's words, letter
// for letter. A RefusedInput is an InputError: whoever catches InputError
// still catches it and reads the same what().
//
// Only the refusals a player can reach by typing (variant specs, game IDs,
// positions, moves) carry a Refusal; any other InputError has none, and the
// window falls back to its English message.
#include "errors.h"

#include <cstdint>
#include <exception>
#include <string>
#include <utility>

namespace leapfrog {

struct Refusal {
    enum class Kind : std::uint8_t {
        // Positions and moves (input: the position or move as typed).
        EmptyPosition,   // nothing to read
        BadCharacter,    // character at hole (1-based) is no cell
        WrongLength,     // have holes where board (spec) has want; example: its start
        WrongPegCount,   // have of character where board has want; example: its start
        MoveBeyondBoard, // a hole beyond want, the last hole of board
        // Variant specs (input: the spec as typed).
        NoNameColon,    // no "NAME:SIZE"
        UnknownVariant, // part: the name
        MissingSize,    // nothing where a size belongs
        SizeNotCount,   // part: a size that is no whole number of 1 or more
        SizeOverLimit,  // part: a size over want
        WrongSizeCount, // part: the board's name; example: the sizes it takes ("N or NxM")
        SizeOutOfRange, // part: the board's name; takes one size from 1 to want
        BranchShape,    // branch: NB must exceed N1+N2
        BadSuffix,      // part: an hH or kK suffix out of place or not 1 to want
        RowTooLong,     // have holes where a row with holes or long jumps has at most want
        // Rows of one's own, row:START>GOAL (input: the spec; part: START>GOAL).
        RowNoArrow,      // no START>GOAL after "row:"
        RowBadOption,    // part: an option after START>GOAL not understood
        RowBadCell,      // character at hole (1-based) is not B, R or _
        RowLengthsDiffer,// start of have holes, goal of want
        RowLengthRange,  // have holes where a row has 2 to want
        RowPegsDiffer,   // the start's have blue and haveOther red, the goal's want blue and wantOther red
        RowNoEmpty,      // no empty hole: no peg can move
        // Game IDs (input: the ID as typed).
        NoPositionAfterAt,
        MoreThanOneAt,
        NotARowBoard, // board: the board named, which takes no position
    };

    Kind kind = Kind::EmptyPosition;
    std::string input{}; // an excerpt of the text refused
    std::string part{};  // the wrong part of it, where one is named
    std::string board{}; // the board's spec the input is measured against
    std::string example{}; // an accepted form
    char character = 0;
    int hole = 0; // 1-based
    int have = 0;
    int want = 0;
    int haveOther = 0; // a second count, where a kind names two (RowPegsDiffer: red)
    int wantOther = 0;
};

class RefusedInput : public InputError {
public:
    RefusedInput(const std::string& what, Refusal refusal)
        : InputError(what)
        , refusal_(std::move(refusal))
    {
    }

    const Refusal& refusal() const { return refusal_; }

private:
    Refusal refusal_;
};

// The refusal an error carries, or nullptr when it carries none.
inline const Refusal* refusalOf(const std::exception& error)
{
    const auto* refused = dynamic_cast<const RefusedInput*>(&error);
    return refused ? &refused->refusal() : nullptr;
}

} // namespace leapfrog
