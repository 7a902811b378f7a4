// The rows' entries: the papers' classic and strict rows (seed 000), the
// pair shift (seed 002), and the rows with several holes or long jumps
// (Family::Row, the player's own rows among them). They share their sizes a
// side and the words for them.
#include "familyentries.h"

#include <QObject>

namespace leapfrog::ui {

namespace {

constexpr int kRowPresets = 10;

// "3 a side", "12 blue and 4 red".
QString sidesText(const Variant& variant)
{
    if (variant.blueCount() == variant.redCount()) {
        return FamilyTitleText::tr("%1 a side").arg(variant.blueCount());
    }
    return FamilyTitleText::tr("%1 blue and %2 red").arg(variant.blueCount()).arg(variant.redCount());
}

Variant classicRow(int blue, int red) { return Variant::classic(blue, red); }
Variant strictRow(int blue, int red) { return Variant::strict(blue, red); }
// Seed 002's game has as many pegs of each colour.
Variant pairsRow(int blue, int /*red*/) { return Variant::pairs(blue); }

std::vector<SizePreset> aSidePresets(Variant (*rowOfSize)(int, int))
{
    std::vector<SizePreset> presets;
    for (int size = 1; size <= kRowPresets; ++size) {
        presets.push_back({FamilyPresetText::tr("%1 a side").arg(size), rowOfSize(size, size).spec()});
    }
    return presets;
}

std::vector<SizePreset> classicPresets(const Variant& /*current*/) { return aSidePresets(classicRow); }
std::vector<SizePreset> strictPresets(const Variant& /*current*/) { return aSidePresets(strictRow); }

std::vector<SizePreset> pairsPresets(const Variant& /*current*/)
{
    // The pair-shift game starts with its pegs together on one side
    // (BBBRRR__): "a side" would mislead; its size is the pegs of a colour.
    std::vector<SizePreset> presets;
    for (int size = 1; size <= kRowPresets; ++size) {
        presets.push_back({FamilyPresetText::tr("%1 of each colour").arg(size), pairsRow(size, size).spec()});
    }
    return presets;
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
        presets.push_back({FamilyPresetText::tr("%1 a side").arg(size),
                           Variant::longRow(like.rules(), size, size, like.holesBetween(), like.reach()).spec()});
    }
    return presets;
}

// A row of the player's own has none: its editor changes it.
std::vector<SizePreset> longRowPresetsWhile(const Variant& current)
{
    return current.isCustom() ? std::vector<SizePreset>{} : longRowPresets(current);
}

std::vector<int> sidesCounts(const Variant& variant) { return {variant.blueCount(), variant.redCount()}; }
std::vector<int> pairsCounts(const Variant& variant) { return {variant.blueCount()}; }
std::vector<int> longRowCounts(const Variant& variant)
{
    return {variant.blueCount(), variant.redCount(), variant.holesBetween(), variant.reach()};
}

std::optional<Variant> classicOfCounts(std::span<const int> counts, RuleSet /*rules*/, QString* /*problem*/)
{
    return Variant::classic(counts[0], counts[1]);
}
std::optional<Variant> strictOfCounts(std::span<const int> counts, RuleSet /*rules*/, QString* /*problem*/)
{
    return Variant::strict(counts[0], counts[1]);
}
std::optional<Variant> pairsOfCounts(std::span<const int> counts, RuleSet /*rules*/, QString* /*problem*/)
{
    return Variant::pairs(counts[0]);
}
std::optional<Variant> longRowOfCounts(std::span<const int> counts, RuleSet rules, QString* /*problem*/)
{
    return Variant::longRow(rules, counts[0], counts[1], counts[2], counts[3]);
}

QString classicTitle(const Variant& variant)
{
    // Five a side is the puzzle sold as Brainbuster.
    return variant.blueCount() == 5 && variant.redCount() == 5
               ? FamilyTitleText::tr("Classic, 5 a side (Brainbuster)")
               : FamilyTitleText::tr("Classic, %1").arg(sidesText(variant));
}
QString strictTitle(const Variant& variant) { return FamilyTitleText::tr("Strict rules, %1").arg(sidesText(variant)); }
QString pairsTitle(const Variant& variant)
{
    return FamilyTitleText::tr("Pair shift, %1 of each").arg(variant.blueCount());
}

// Several holes, long jumps, or a row of the player's own.
QString longRowTitle(const Variant& variant)
{
    const QString rules = variant.rules() == RuleSet::Strict ? FamilyTitleText::tr("strict") : FamilyTitleText::tr("classic");
    QString extras;
    if (variant.holesBetween() != 1 && !variant.isCustom()) {
        extras += FamilyTitleText::tr(", %1 holes").arg(variant.holesBetween());
    }
    if (variant.reach() > 1) {
        extras += FamilyTitleText::tr(", jumps over up to %1 pegs").arg(variant.reach());
    }
    if (variant.isCustom()) {
        return FamilyTitleText::tr("Custom puzzle (%1%2)").arg(rules, extras);
    }
    return FamilyTitleText::tr("%1, %2%3")
        .arg(variant.rules() == RuleSet::Strict ? FamilyTitleText::tr("Strict rules") : FamilyTitleText::tr("Classic"),
             sidesText(variant), extras);
}

QString classicGoal(const Variant& /*variant*/)
{
    return FamilyTitleText::tr("Swap the two sides (blue to the right, red to the left) in as few moves as you can. "
              "The coloured ring round each hole shows which colour must end there, the dashed ring where the "
              "empty hole ends. Click a peg to move it.");
}

QString strictGoal(const Variant& /*variant*/)
{
    // What makes the rules strict, where the player reads the goal (the
    // sixth newcomer's card said only what the classic one says).
    return FamilyTitleText::tr("Swap the two sides (blue to the right, red to the left) in as few moves as you can. "
              "The rules are strict: a peg never moves back (blue only right, red only left) and only jumps "
              "over pegs of the other colour. The coloured ring round each hole shows which colour must end "
              "there, the dashed ring where the empty hole ends. Click a peg to move it.");
}

QString pairsGoal(const Variant& variant)
{
    return FamilyTitleText::tr("Shift pairs of pegs into the two empty holes until the row reads %1. Click a peg of the "
              "pair: it shifts at once when it has one partner; with two, click the partner too.")
        .arg(QString::fromStdString(variant.goal().text()));
}

QString longRowGoal(const Variant& variant)
{
    if (variant.isCustom()) {
        // The player's own start and goal: only the goal itself says what to do.
        return FamilyTitleText::tr("Reach the position %1. Click a peg to move it.")
            .arg(QString::fromStdString(variant.goal().text()));
    }
    return FamilyTitleText::tr("Swap the two sides (blue to the right, red to the left, the empty holes between them) in as "
              "few moves as you can. The coloured ring round each hole shows which colour must end there, the "
              "dashed rings where the empty holes end. Click a peg to move it.");
}

QString classicRules(const Variant& /*variant*/)
{
    return QObject::tr(
        "<p>A peg moves into the empty hole in one of two ways:</p><ul>"
        "<li><b>a step</b>: from the hole next to it;</li>"
        "<li><b>a jump</b>: over one peg of either colour, landing in the empty hole just beyond it.</li></ul>"
        "<p>Any peg may move either way, but a shortest solution never moves a peg away from its side's goal "
        "and never jumps a peg of its own colour.</p>");
}

QString strictRules(const Variant& /*variant*/)
{
    return QObject::tr(
        "<p>The strict rules (as in the shuttle puzzle): a peg moves into the empty hole by <b>a step</b> from "
        "the next hole, or by <b>a jump</b> over one peg, but</p><ul>"
        "<li>blue pegs only move right and red pegs only move left;</li>"
        "<li>a peg only jumps over a peg of the <i>other</i> colour.</li></ul>"
        "<p>So a game can get <b>stuck</b>: no peg can move. Undo and try another way.</p>");
}

QString pairsRules(const Variant& /*variant*/)
{
    return QObject::tr(
        "<p>A move takes <b>two adjacent pegs</b>, of any colours, and shifts them together, keeping their "
        "order, into the two adjacent empty holes. Click a peg, then the peg next to it that goes with it "
        "(when there is only one choice, the first click is enough).</p>");
}

// Rows with several holes, long jumps, or of the player's own.
QString longRowRules(const Variant& variant)
{
    const QString jump = variant.reach() > 1
                             ? QObject::tr("over up to %1 pegs in a row (pegs only, never across a hole)")
                                   .arg(variant.reach())
                             : QObject::tr("over one peg");
    if (variant.rules() == RuleSet::Strict) {
        return QObject::tr("<p>A peg moves into an empty hole by <b>a step</b> from the next hole, or by <b>a "
                           "jump</b> %1, landing in the empty hole just beyond, but</p><ul>"
                           "<li>blue pegs only move right and red pegs only move left;</li>"
                           "<li>every peg jumped must be of the <i>other</i> colour.</li></ul>"
                           "<p>So a game can get <b>stuck</b>: no peg can move. Undo and try another way.</p>")
            .arg(jump);
    }
    return QObject::tr("<p>A peg moves into an empty hole by <b>a step</b> from the next hole, or by <b>a jump</b> "
                       "%1 of either colour, landing in the empty hole just beyond. Any peg may move either "
                       "way.</p>")
        .arg(jump);
}

constexpr SizeField kSidesFields[] = {
    {"blueCount", QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "&Blue pegs (left):"),
     QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "blue pegs"), kMaxPegsPerSide},
    {"redCount", QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "&Red pegs (right):"),
     QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "red pegs"), kMaxPegsPerSide},
};
constexpr SizeField kPairsFields[] = {
    {"blueCount", QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "&Pegs of each colour:"),
     QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "pegs of each colour"), kMaxPegsPerSide},
};
constexpr SizeField kLongRowFields[] = {
    kSidesFields[0],
    kSidesFields[1],
    {"holeCount", QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "Empty &holes between:"),
     QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "empty holes"), kMaxRowHoles - 1},
    {"jumpLength", QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "&Jumps over up to (pegs):"),
     QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "the jump length"), kMaxRowHoles - 1},
};

// The size dialog's title for every row: its fields are pegs a side.
constexpr const char* kRowSizeTitle = QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "Custom size");

} // namespace

constinit const BoardFamily classicFamily{
    .family = Family::Classic,
    .specWord = "classic",
    .menuSource = QT_TRANSLATE_NOOP("leapfrog::ui::MainWindow", "&Classic"),
    .lineAbove = false,
    .whenChosen = WhenChosen::KeepSize,
    .defaultSpec = "classic:3",
    .oneSize = false,
    .presets = classicPresets,
    .rowOfSize = classicRow,
    .sizeDialogSource = kRowSizeTitle,
    .sizeFields = kSidesFields,
    .choosesRules = false,
    .countsOf = sidesCounts,
    .boardOfCounts = classicOfCounts,
    .sizeSentence = blueAndRedSentence,
    .title = classicTitle,
    .goal = classicGoal,
    .rulesHtml = classicRules,
    .beyondThePapers = false,
};

constinit const BoardFamily strictFamily{
    .family = Family::Strict,
    .specWord = "strict",
    .menuSource = QT_TRANSLATE_NOOP("leapfrog::ui::MainWindow", "&Strict rules"),
    .lineAbove = false,
    .whenChosen = WhenChosen::KeepSize,
    .defaultSpec = "strict:3x3",
    .oneSize = false,
    .presets = strictPresets,
    .rowOfSize = strictRow,
    .sizeDialogSource = kRowSizeTitle,
    .sizeFields = kSidesFields,
    .choosesRules = false,
    .countsOf = sidesCounts,
    .boardOfCounts = strictOfCounts,
    .sizeSentence = blueAndRedSentence,
    .title = strictTitle,
    .goal = strictGoal,
    .rulesHtml = strictRules,
    .beyondThePapers = false,
};

constinit const BoardFamily pairsFamily{
    .family = Family::Pairs,
    .specWord = "pairs",
    .menuSource = QT_TRANSLATE_NOOP("leapfrog::ui::MainWindow", "&Pair shift"),
    .lineAbove = false,
    .whenChosen = WhenChosen::KeepSize,
    .defaultSpec = "pairs:3",
    .oneSize = false,
    .presets = pairsPresets,
    .rowOfSize = pairsRow,
    .sizeDialogSource = kRowSizeTitle,
    .sizeFields = kPairsFields,
    .choosesRules = false,
    .countsOf = pairsCounts,
    .boardOfCounts = pairsOfCounts,
    .sizeSentence = blueAndRedSentence,
    .title = pairsTitle,
    .goal = pairsGoal,
    .rulesHtml = pairsRules,
    .beyondThePapers = false,
};

constinit const BoardFamily longRowFamily{
    .family = Family::Row,
    .specWord = "row",
    .menuSource = QT_TRANSLATE_NOOP("leapfrog::ui::MainWindow", "Several &holes and long jumps"),
    .lineAbove = true,
    .whenChosen = WhenChosen::OfferLongRow,
    // Two holes and jumps over two pegs: the menu promises both (the sixth
    // newcomer found only the holes).
    .defaultSpec = "classic:3h2k2",
    .oneSize = false,
    .presets = longRowPresetsWhile,
    .rowOfSize = nullptr,
    .sizeDialogSource = kRowSizeTitle,
    .sizeFields = kLongRowFields,
    .choosesRules = true,
    .countsOf = longRowCounts,
    .boardOfCounts = longRowOfCounts,
    .sizeSentence = blueAndRedSentence,
    .title = longRowTitle,
    .goal = longRowGoal,
    .rulesHtml = longRowRules,
    .beyondThePapers = true,
};

} // namespace leapfrog::ui
