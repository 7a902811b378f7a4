// Dudeney's numbered frogs' entry: frogs 1..N in N+1 holes, reversed under
// the classic rules; judged by exact search alone.
#include "familyentries.h"

#include <QObject>

namespace leapfrog::ui {

namespace {

// Dudeney's frogs up to 10 have exact verdicts in the window (11! = 39.9
// million positions); 11 and 12 are for Size > Custom.
constexpr int kDudeneyPresets = 10;

std::vector<SizePreset> dudeneyPresets(const Variant& /*current*/)
{
    std::vector<SizePreset> presets;
    for (int n = 2; n <= kDudeneyPresets; ++n) {
        presets.push_back({FamilyPresetText::tr("%1 frogs").arg(n), Variant::dudeney(n).spec()});
    }
    return presets;
}

std::optional<Variant> dudeneyOfCounts(std::span<const int> counts, RuleSet /*rules*/, QString* /*problem*/)
{
    return Variant::dudeney(counts[0]);
}

QString dudeneySizeSentence(const Variant& variant)
{
    return FamilySizeText::tr("%1: %2 holes, %3 numbered frogs.")
        .arg(QString::fromStdString(variant.spec()))
        .arg(variant.holeCount())
        .arg(variant.sizes()[0]);
}

QString dudeneyTitle(const Variant& variant)
{
    return FamilyTitleText::tr("Dudeney's frogs, %Ln frog(s)", nullptr, variant.sizes().front());
}

QString dudeneyGoal(const Variant& variant)
{
    return FamilyTitleText::tr("Reverse the order of the frogs, so that the row reads %1 with the empty hole at the left end, "
              "in as few moves as you can. Click a frog to move it.")
        .arg(QString::fromStdString(variant.goal().text()));
}

QString dudeneyRules(const Variant& /*variant*/)
{
    return QObject::tr(
        "<p>Dudeney's frogs carry numbers. A frog moves into the empty hole by <b>a step</b> from the hole "
        "next to it or by <b>a jump</b> over one frog, in either direction. Reverse their order.</p>");
}

constexpr SizeField kDudeneyFields[] = {
    {"blueCount", QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "&Frogs:"),
     QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "frogs"), kMaxDudeney},
};

} // namespace

constinit const BoardFamily dudeneyFamily{
    .family = Family::Dudeney,
    .specWord = "dudeney",
    .menuSource = QT_TRANSLATE_NOOP("leapfrog::ui::MainWindow", "&Dudeney's numbered frogs"),
    .lineAbove = false,
    .whenChosen = WhenChosen::StartDefault,
    .defaultSpec = "dudeney:5",
    .oneSize = true,
    .presets = dudeneyPresets,
    .rowOfSize = nullptr,
    .sizeDialogSource = QT_TRANSLATE_NOOP("leapfrog::ui::SizeDialog", "Dudeney's frogs"),
    .sizeFields = kDudeneyFields,
    .choosesRules = false,
    .countsOf = specSizes,
    .boardOfCounts = dudeneyOfCounts,
    .sizeSentence = dudeneySizeSentence,
    .title = dudeneyTitle,
    .goal = dudeneyGoal,
    .rulesHtml = dudeneyRules,
    .beyondThePapers = true,
};

} // namespace leapfrog::ui
