#include "sizepresets.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads SizePresetsText::tr).
struct SizePresetsText {
    Q_DECLARE_TR_FUNCTIONS(SizePresets)
};

constexpr int kRowPresets = 10;
// y:5 is the largest Y board with exact verdicts (12 million positions);
// y:6 is there for those who want to try without them.
constexpr int kYPresets = 6;

struct BranchSizes {
    int blue, trunk, arm1, arm2;
};
// From the smallest legal board (NB > N1 + N2) up to 17 holes, all within the
// exact tables; unequal arms and longer trunks among them.
constexpr BranchSizes kBranchPresets[] = {
    {3, 1, 1, 1}, {4, 1, 1, 1}, {4, 2, 1, 2}, {5, 2, 2, 2}, {6, 2, 1, 3}, {7, 3, 3, 3},
};

// Dudeney's frogs up to 10 have exact verdicts in the window (11! = 39.9
// million positions); 11 and 12 are for Size > Custom.
constexpr int kDudeneyPresets = 10;

Variant rowVariant(Family family, int size)
{
    switch (family) {
    case Family::Strict: return Variant::strict(size, size);
    case Family::Pairs: return Variant::pairs(size);
    case Family::Classic:
    case Family::Y:
    case Family::Branch:
    case Family::Row:
    case Family::Dudeney:
    case Family::Grid: break;
    }
    return Variant::classic(size, size);
}

// Rows with several holes or long jumps: the sizes that fit the engine's 64
// holes, with the holes, jump length and rules of `like`.
std::vector<SizePreset> longRowPresets(const Variant& like)
{
    std::vector<SizePreset> presets;
    for (int size = 1; size <= kRowPresets; ++size) {
        if (2 * size + like.holesBetween() > kMaxRowHoles) {
            break;
        }
        presets.push_back({SizePresetsText::tr("%1 a side").arg(size),
                           Variant::longRow(like.rules(), size, size, like.holesBetween(), like.reach()).spec()});
    }
    return presets;
}

} // namespace

std::vector<SizePreset> sizePresets(const Variant& current)
{
    if (current.family() == Family::Row) {
        return current.isCustom() ? std::vector<SizePreset>{} : longRowPresets(current);
    }
    return sizePresets(current.family());
}

std::vector<SizePreset> sizePresets(Family family)
{
    std::vector<SizePreset> presets;
    switch (family) {
    case Family::Row:
        return longRowPresets(Variant::parse(defaultSpec(family)));
    case Family::Dudeney:
        for (int n = 2; n <= kDudeneyPresets; ++n) {
            presets.push_back({SizePresetsText::tr("%1 frogs").arg(n), Variant::dudeney(n).spec()});
        }
        break;
    case Family::Grid:
        for (int n = 1; n <= kMaxGrid; ++n) {
            presets.push_back({n == kMaxGrid ? SizePresetsText::tr("%1 x %1 (beyond exact verdicts)").arg(2 * n + 1)
                                             : SizePresetsText::tr("%1 x %1").arg(2 * n + 1),
                               Variant::grid(n).spec()});
        }
        break;
    case Family::Y:
        for (int k = 1; k <= kYPresets; ++k) {
            presets.push_back({SizePresetsText::tr("Arms of %n hole(s)", nullptr, k), Variant::yBoard(k).spec()});
        }
        break;
    case Family::Branch:
        for (const auto& [blue, trunk, arm1, arm2] : kBranchPresets) {
            presets.push_back({SizePresetsText::tr("%1 blue · trunk %2 · arms %3 and %4").arg(blue).arg(trunk).arg(arm1).arg(arm2),
                               Variant::branch(blue, trunk, arm1, arm2).spec()});
        }
        break;
    case Family::Classic:
    case Family::Strict:
        for (int size = 1; size <= kRowPresets; ++size) {
            presets.push_back({SizePresetsText::tr("%1 a side").arg(size), rowVariant(family, size).spec()});
        }
        break;
    case Family::Pairs:
        // The pair-shift game starts with its pegs together on one side
        // (BBBRRR__): "a side" would mislead; its size is the pegs of a colour.
        for (int size = 1; size <= kRowPresets; ++size) {
            presets.push_back({SizePresetsText::tr("%1 of each colour").arg(size), rowVariant(family, size).spec()});
        }
        break;
    }
    return presets;
}

std::string defaultSpec(Family family)
{
    switch (family) {
    case Family::Y: return Variant::yBoard(2).spec();
    case Family::Branch: return Variant::branch(4, 1, 1, 1).spec();
    // Two holes and jumps over two pegs: the menu promises both (the sixth
    // newcomer found only the holes).
    case Family::Row: return Variant::longRow(RuleSet::Classic, 3, 3, 2, 2).spec();
    case Family::Dudeney: return Variant::dudeney(5).spec();
    case Family::Grid: return Variant::grid(2).spec();
    case Family::Classic:
    case Family::Strict:
    case Family::Pairs: break;
    }
    return rowVariant(family, 3).spec();
}

} // namespace leapfrog::ui
