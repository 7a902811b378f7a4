#pragma once
// The board families as the window offers them: one entry per family (the
// core's Family), in one table (families.cpp). Everything the window does
// differently for a family is read from its entry: its words (the Variant
// menu's, a board's title, its goal and its rules in How to play), its sizes
// (the board it starts with, the Size menu's presets, the size dialog's
// fields and the board they name), the row it makes at a size a side, and
// where and how the Variant menu offers it. A new family is one entry here
// and one in the core (resources/docs/development.md, "Adding a variant").
//
// Qt Core only, below the words: words/, the paper and leapfrog-cli read
// the same table.
#include "model/variant.h"

#include <QString>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace leapfrog::ui {

// One of the Size menu's boards.
struct SizePreset {
    QString label;    // as the menu shows it: "3 a side", "Arms of 2", ...
    std::string spec; // the variant it starts: "classic:3", "y:2", ...
};

// One count of the size dialog, a line edit: what it is called, what it
// counts and how many it may be. The words are source texts in the size
// dialog's translation context, translated by labelText() and whatText().
struct SizeField {
    const char* objectName; // "armLength": the dialog's child, as tests find it
    const char* label;      // "&Arm length:"
    const char* what;       // in the middle of a sentence: "holes in each of the three arms"
    int maximum;

    QString labelText() const;
    QString whatText() const;
};

// What choosing the family in the Variant menu does.
enum class WhenChosen {
    AskSize,      // opens the size dialog (at the current board, or the last one of the family)
    OfferLongRow, // starts the long row being played, or the last one, or the default
    StartDefault, // starts the current board of the family, or its default board
    KeepSize,     // starts its row at the current board's size a side
};

struct BoardFamily {
    Family family;
    std::string_view specWord; // the word a spec and a game ID write: "classic"

    // The Variant menu: its words (a source text: menuText()), a separating
    // line above it, what choosing it does.
    const char* menuSource;
    bool lineAbove;
    WhenChosen whenChosen;

    // Sizes. A board's size is one number (sizes().front(): a Y board's
    // arms, Dudeney's frogs, the grid's N) or its pegs a side.
    std::string_view defaultSpec; // the board it starts with when nothing is remembered
    bool oneSize;
    // The Size menu's presets while `current`, a board of the family, is
    // played (a long row's keep its holes, jumps and rules).
    std::vector<SizePreset> (*presets)(const Variant& current);
    // Its row of `blue` and `red` pegs (the pair shift has `blue` of each
    // colour); nullptr for a family that is no row at a size a side.
    Variant (*rowOfSize)(int blue, int red);

    // The size dialog: its title (a source text: sizeDialogTitle()), its
    // fields, whether it chooses the rules (a long row's strict check box),
    // the fields' counts of a board, the board the counts name (nullopt with
    // the reason in `*problem` where the family's own words say it better
    // than the core; the core's InputError where the core refuses them), and
    // the sentence that says what that board is.
    const char* sizeDialogSource;
    std::span<const SizeField> sizeFields;
    bool choosesRules;
    std::vector<int> (*countsOf)(const Variant& variant);
    std::optional<Variant> (*boardOfCounts)(std::span<const int> counts, RuleSet rules, QString* problem);
    QString (*sizeSentence)(const Variant& variant);

    // Words about a board of the family: its title ("Classic, 3 a side"),
    // what to do on it, its rules in How to play (HTML), and whether its
    // verdicts are the exact search's alone (no paper's rules of thumb).
    QString (*title)(const Variant& variant);
    QString (*goal)(const Variant& variant);
    QString (*rulesHtml)(const Variant& variant);
    bool beyondThePapers;

    // The source texts above, translated.
    QString menuText() const;
    QString sizeDialogTitle() const;
};

// Every family, in the Variant menu's order.
std::span<const BoardFamily> boardFamilies();
const BoardFamily& boardFamily(Family family);

// The board a family starts with when nothing else is remembered.
std::string defaultSpec(Family family);
// The Size menu's presets of a family.
std::vector<SizePreset> sizePresets(Family family);
// The presets for the board being played: as for its family, but rows with
// several holes or long jumps keep the current holes, jumps and rules, and a
// row of the player's own has none (its editor changes it).
std::vector<SizePreset> sizePresets(const Variant& current);

} // namespace leapfrog::ui
