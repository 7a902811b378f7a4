// The grid's entry: a (2N+1) x (2N+1) square under strict rules in two
// dimensions, turned half a turn; judged by exact search alone.
#include "familyentries.h"

#include <QObject>

namespace leapfrog::ui {

namespace {

std::vector<SizePreset> gridPresets(const Variant& /*current*/)
{
    std::vector<SizePreset> presets;
    for (int n = 1; n <= kMaxGrid; ++n) {
        presets.push_back({n == kMaxGrid ? FamilyPresetText::tr("%1 x %1 (beyond exact verdicts)").arg(2 * n + 1)
                                         : FamilyPresetText::tr("%1 x %1").arg(2 * n + 1),
                           Variant::grid(n).spec()});
    }
    return presets;
}

std::optional<Variant> gridOfCounts(std::span<const int> counts, RuleSet /*rules*/, QString* /*problem*/)
{
    return Variant::grid(counts[0]);
}

QString gridTitle(const Variant& variant)
{
    return FamilyTitleText::tr("Grid, %1 x %1").arg(2 * variant.sizes().front() + 1);
}

QString gridGoal(const Variant& /*variant*/)
{
    return FamilyTitleText::tr("Swap the two colours: turn the board half a turn, so that blue fills the bottom right and red "
              "the top left, the centre empty. Blue moves right or down, red left or up. Click a peg to move "
              "it.");
}

QString gridRules(const Variant& /*variant*/)
{
    return QObject::tr(
        "<p>A peg moves into the empty hole along a row or a column, by <b>a step</b> from the next hole or "
        "by <b>a jump</b> over one peg of the <i>other</i> colour (never round a corner).</p><ul>"
        "<li>blue pegs only move right or down;</li><li>red pegs only move left or up.</li></ul>"
        "<p>So a game can get <b>stuck</b>: no peg can move. Undo and try another way.</p>");
}

constexpr SizeField kGridFields[] = {
    {"blueCount", QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "&Size N (a board of 2N+1 by 2N+1):"),
     QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "the size N"), kMaxGrid},
};

} // namespace

constinit const BoardFamily gridFamily{
    .family = Family::Grid,
    .specWord = "grid",
    .menuSource = QT_TRANSLATE_NOOP("leapfrog::ui::MainWindow", "&Grid (two dimensions)"),
    .lineAbove = false,
    .whenChosen = WhenChosen::StartDefault,
    .defaultSpec = "grid:2",
    .oneSize = true,
    .presets = gridPresets,
    .rowOfSize = nullptr,
    .sizeDialogSource = QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "Grid"),
    .sizeFields = kGridFields,
    .choosesRules = false,
    .countsOf = specSizes,
    .boardOfCounts = gridOfCounts,
    .sizeSentence = blueAndRedSentence,
    .title = gridTitle,
    .goal = gridGoal,
    .rulesHtml = gridRules,
    .beyondThePapers = true,
};

} // namespace leapfrog::ui
