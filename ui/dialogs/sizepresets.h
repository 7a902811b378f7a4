#pragma once
// The boards the Size menu offers for each family: pegs a side for the rows,
// arm lengths for the Y board, and a handful of branching boards (small
// enough for exact verdicts, from the smallest legal one up).
#include "model/variant.h"

#include <QString>

#include <string>
#include <vector>

namespace leapfrog::ui {

struct SizePreset {
    QString label;    // as the menu shows it: "3 a side", "Arms of 2", ...
    std::string spec; // the variant it starts: "classic:3", "y:2", ...
};

std::vector<SizePreset> sizePresets(Family family);
// The presets for the board being played: as for its family, but rows with
// several holes or long jumps keep the current holes, jumps and rules, and a
// row of the player's own has none (its editor changes it).
std::vector<SizePreset> sizePresets(const Variant& current);

// The board a family starts with when nothing else is remembered.
std::string defaultSpec(Family family);

} // namespace leapfrog::ui
