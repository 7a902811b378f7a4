#pragma once
// The table's entries, each made beside its own words and sizes (rows.cpp,
// trees.cpp, dudeney.cpp, grid.cpp), and what several entries share.
// families.cpp lists them in the Variant menu's order. Inside families/ only.
#include "families.h"

#include <QCoreApplication>

namespace leapfrog::ui {

// The translation contexts the families' words were first written in
// (lupdate reads these tr calls): the translations keep every message.
struct FamilyTitleText {
    Q_DECLARE_TR_FUNCTIONS(Texts) // titles and goals, as words/texts.cpp said them
};
struct FamilySizeText {
    Q_DECLARE_TR_FUNCTIONS(leapfrog::ui::SizeDialog)
};
struct FamilyPresetText {
    Q_DECLARE_TR_FUNCTIONS(SizePresets)
};
// How to play's rules keep QObject::tr's context.

extern const BoardFamily classicFamily;
extern const BoardFamily strictFamily;
extern const BoardFamily pairsFamily;
extern const BoardFamily longRowFamily;
extern const BoardFamily yFamily;
extern const BoardFamily branchFamily;
extern const BoardFamily dudeneyFamily;
extern const BoardFamily gridFamily;

// The size dialog's sentence for most boards: "classic:3: 7 holes, 3 blue
// and 3 red pegs."
QString blueAndRedSentence(const Variant& variant);
// A board's sizes in the spec's order: the fields of a family whose fields
// are its spec's numbers.
std::vector<int> specSizes(const Variant& variant);

} // namespace leapfrog::ui
