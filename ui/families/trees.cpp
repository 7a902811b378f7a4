// The trees' entries: the three-colour Y board and the two-colour branching
// board (seed 004, 4.1 and 4.2). Their sizes are asked for in the size
// dialog, and their rules are the same: jumps may turn through a branching hole.
#include "familyentries.h"

#include <QObject>

namespace leapfrog::ui {

namespace {

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

std::vector<SizePreset> yPresets(const Variant& /*current*/)
{
    std::vector<SizePreset> presets;
    for (int k = 1; k <= kYPresets; ++k) {
        presets.push_back({FamilyPresetText::tr("Arms of %n hole(s)", nullptr, k), Variant::yBoard(k).spec()});
    }
    return presets;
}

std::vector<SizePreset> branchPresets(const Variant& /*current*/)
{
    std::vector<SizePreset> presets;
    for (const auto& [blue, trunk, arm1, arm2] : kBranchPresets) {
        presets.push_back({FamilyPresetText::tr("%1 blue · trunk %2 · arms %3 and %4").arg(blue).arg(trunk).arg(arm1).arg(arm2),
                           Variant::branch(blue, trunk, arm1, arm2).spec()});
    }
    return presets;
}

std::optional<Variant> yOfCounts(std::span<const int> counts, RuleSet /*rules*/, QString* /*problem*/)
{
    return Variant::yBoard(counts[0]);
}

std::optional<Variant> branchOfCounts(std::span<const int> counts, RuleSet /*rules*/, QString* problem)
{
    if (counts[0] <= counts[2] + counts[3]) {
        // NB > N1 + N2: otherwise the empty hole could not end on the line.
        *problem = FamilySizeText::tr("Too few blue pegs: %1 blue must outnumber the %2 red on the two arms, so that the "
                                      "empty hole ends on the line, left of the branching point.")
                       .arg(counts[0])
                       .arg(counts[2] + counts[3]);
        return std::nullopt;
    }
    return Variant::branch(counts[0], counts[1], counts[2], counts[3]);
}

QString ySizeSentence(const Variant& variant)
{
    return FamilySizeText::tr("%1: %2 holes, %3 pegs of each colour.")
        .arg(QString::fromStdString(variant.spec()))
        .arg(variant.holeCount())
        .arg(variant.sizes()[0]);
}

QString yTitle(const Variant& variant)
{
    // Pegs of each colour, as "3 a side" counts a row's ("arms of 2" left
    // the seventh newcomer asking: 2 what?).
    return FamilyTitleText::tr("Three-colour Y, %1 a colour").arg(variant.sizes().front());
}

QString branchTitle(const Variant& variant)
{
    // The trunk and arms are in the spec shown with the title.
    return FamilyTitleText::tr("Branching board, %1 blue and %2 red").arg(variant.blueCount()).arg(variant.redCount());
}

QString yGoal(const Variant& /*variant*/)
{
    return FamilyTitleText::tr("Move each colour on to the next arm, turning anticlockwise: blue into the yellow arm, red into "
              "the blue arm, yellow into the red arm, with the centre empty at the end. The rings round the "
              "holes show where each colour must end. Click a peg to move it; jumps may turn through the "
              "centre.");
}

QString branchGoal(const Variant& variant)
{
    return FamilyTitleText::tr("Swap the sides: the %1 red pegs end at the left end of the line, the empty hole next to them, "
              "and blue fills the rest of the line and both arms. The rings round the holes show where each "
              "colour must end. Click a peg to move it; jumps may turn through the branching point.")
        .arg(variant.redCount());
}

QString treeRules(const Variant& /*variant*/)
{
    return QObject::tr("<p>A peg steps along a line into the empty hole next to it, or jumps over one peg into "
                       "the empty hole beyond, turning through a branching hole if need be.</p>");
}

constexpr SizeField kYFields[] = {
    {"armLength", QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "&Arm length:"),
     QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "holes in each of the three arms"), kMaxPegsPerSide},
};
constexpr SizeField kBranchFields[] = {
    {"branchBlue", QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "&Blue pegs (line, left):"),
     QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "blue pegs"), kMaxPegsPerSide},
    {"branchTrunk", QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "Red pegs on the &trunk:"),
     QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "red pegs on the trunk"), kMaxPegsPerSide},
    {"branchArm1", QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "Red pegs on the &upper arm:"),
     QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "red pegs on the upper arm"), kMaxPegsPerSide},
    {"branchArm2", QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "Red pegs on the &lower arm:"),
     QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "red pegs on the lower arm"), kMaxPegsPerSide},
};

} // namespace

constinit const BoardFamily yFamily{
    .family = Family::Y,
    .specWord = "y",
    .menuSource = QT_TRANSLATE_NOOP("leapfrog::ui::MainWindow", "Three-colour &Y..."),
    .lineAbove = true,
    .whenChosen = WhenChosen::AskSize,
    .defaultSpec = "y:2",
    .oneSize = true,
    .presets = yPresets,
    .rowOfSize = nullptr,
    .sizeDialogSource = QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "Three-colour Y board"),
    .sizeFields = kYFields,
    .choosesRules = false,
    .countsOf = specSizes,
    .boardOfCounts = yOfCounts,
    .sizeSentence = ySizeSentence,
    .title = yTitle,
    .goal = yGoal,
    .rulesHtml = treeRules,
    .beyondThePapers = false,
};

constinit const BoardFamily branchFamily{
    .family = Family::Branch,
    .specWord = "branch",
    .menuSource = QT_TRANSLATE_NOOP("leapfrog::ui::MainWindow", "&Branching board..."),
    .lineAbove = false,
    .whenChosen = WhenChosen::AskSize,
    .defaultSpec = "branch:4,1,1,1",
    .oneSize = false,
    .presets = branchPresets,
    .rowOfSize = nullptr,
    .sizeDialogSource = QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "Branching board"),
    .sizeFields = kBranchFields,
    .choosesRules = false,
    .countsOf = specSizes,
    .boardOfCounts = branchOfCounts,
    .sizeSentence = blueAndRedSentence,
    .title = branchTitle,
    .goal = branchGoal,
    .rulesHtml = treeRules,
    .beyondThePapers = false,
};

} // namespace leapfrog::ui
