#include "preferencesdialog.h"

#include "language/language.h"
#include "look/mutedtext.h"
#include "panels/labels.h"
#include "search/machine_limits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace leapfrog::ui {

namespace {

QCheckBox* option(const QString& text, const char* name, bool checked, QWidget* parent)
{
    auto* box = new QCheckBox(text, parent);
    box->setObjectName(QLatin1String(name));
    box->setChecked(checked);
    return box;
}

// Selects the item whose data is `value` (the first when none is).
void selectData(QComboBox* combo, const QVariant& value)
{
    combo->setCurrentIndex(std::max(0, combo->findData(value)));
}

} // namespace

PreferencesDialog::PreferencesDialog(const Preferences& current, const QString& language, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(appearanceGroup(current));
    layout->addWidget(boardGroup(current));
    layout->addWidget(memoryGroup(current));
    layout->addWidget(languageGroup(language));
    layout->addStretch(1);
    layout->addWidget(buttons);
}

QWidget* PreferencesDialog::appearanceGroup(const Preferences& current)
{
    auto* group = new QGroupBox(tr("Appearance"), this);
    theme_ = new QComboBox(group);
    theme_->setObjectName(QStringLiteral("themeChoice"));
    theme_->addItem(tr("Follow the desktop"), themeName(Theme::System));
    theme_->addItem(tr("Light"), themeName(Theme::Light));
    theme_->addItem(tr("Dark"), themeName(Theme::Dark));
    selectData(theme_, themeName(current.theme));
    highContrast_ = option(tr("&High-contrast board"), "highContrast", current.highContrast, group);
    auto* explained = wrappedLabel(group);
    explained->setText(tr("A black table, a white board, black holes and heavier outlines; the pegs keep their "
                          "colours and letters."));
    keepMuted(explained);
    auto* form = new QFormLayout(group);
    form->addRow(tr("&Theme:"), theme_);
    form->addRow(highContrast_);
    form->addRow(explained);
    return group;
}

QWidget* PreferencesDialog::boardGroup(const Preferences& current)
{
    auto* group = new QGroupBox(tr("Board"), this);
    goalMarks_ = option(tr("&Goal marks"), "goalMarksOption", current.goalMarks, group);
    holeNumbers_ = option(tr("Hole &numbers"), "holeNumbersOption", current.holeNumbers, group);
    notation_ = option(tr("N&otation letters"), "notationOption", current.notation, group);
    coach_ = option(tr("&Coach: warn before improper moves"), "coachOption", current.coach, group);
    speed_ = new QComboBox(group);
    speed_->setObjectName(QStringLiteral("speedChoice"));
    for (const AnimationSpeed speed : animationSpeeds()) {
        speed_->addItem(speedLabel(speed), speedName(speed)); // Help lists the same names
    }
    selectData(speed_, speedName(current.speed));
    auto* form = new QFormLayout(group);
    for (QCheckBox* box : {goalMarks_, holeNumbers_, notation_, coach_}) {
        form->addRow(box);
    }
    form->addRow(tr("&Animation speed:"), speed_);
    return group;
}

QWidget* PreferencesDialog::memoryGroup(const Preferences& current)
{
    const MachineMemory machine = readMachineMemory();
    const double gib = double(std::uint64_t{1} << 30);
    auto* group = new QGroupBox(tr("Memory"), this);
    tableMemory_ = new QDoubleSpinBox(group);
    tableMemory_->setObjectName(QStringLiteral("tableMemoryChoice"));
    tableMemory_->setDecimals(2);
    tableMemory_->setSingleStep(0.5);
    tableMemory_->setRange(0.25, std::max(0.25, double(machine.physical) / gib));
    tableMemory_->setSuffix(QStringLiteral(" GiB"));
    tableMemory_->setValue(double(current.tableMemory > 0 ? current.tableMemory : machineMemoryCap()) / gib);
    auto* note = wrappedLabel(group);
    note->setObjectName(QStringLiteral("tableMemoryNote"));
    // The figure in the locale's own digits, as the spin box above shows its value.
    note->setText(tr("How much memory Leapfrog may use to work out statistics, the state space and the verdicts "
                     "exactly. This computer can give %1 GiB (its memory or its memory limit, less a margin). "
                     "Hints and the solution player keep a smaller share of their own, so that Leapfrog and the rest of the "
                     "computer stay responsive.")
                      .arg(tableMemory_->locale().toString(double(machineMemoryCap()) / gib, 'f', 2))
                  // "20.60 GiB" read as what Leapfrog takes (the fifth newcomer):
                  // a table is as large as its board needs, refused beyond the limit.
                  + QLatin1Char(' ')
                  + tr("This is a limit, not an amount taken: each answer takes only the memory its board needs."));
    keepMuted(note);
    auto* form = new QFormLayout(group);
    form->addRow(tr("&Memory for exact answers:"), tableMemory_);
    form->addRow(note);
    return group;
}

QWidget* PreferencesDialog::languageGroup(const QString& language)
{
    auto* group = new QGroupBox(tr("Language"), this);
    language_ = new QComboBox(group);
    language_->setObjectName(QStringLiteral("languageChoice"));
    for (const Language& choice : languageChoices()) {
        language_->addItem(choice.nativeName, choice.code);
    }
    selectData(language_, language);
    auto* note = wrappedLabel(group);
    note->setText(tr("A new language takes effect when Leapfrog next starts."));
    keepMuted(note);
    auto* form = new QFormLayout(group);
    form->addRow(tr("&Language:"), language_);
    form->addRow(note);
    return group;
}

Preferences PreferencesDialog::preferences(Preferences base) const
{
    base.theme = themeFromName(theme_->currentData().toString(), base.theme);
    base.highContrast = highContrast_->isChecked();
    base.goalMarks = goalMarks_->isChecked();
    base.holeNumbers = holeNumbers_->isChecked();
    base.notation = notation_->isChecked();
    base.coach = coach_->isChecked();
    base.speed = speedFromName(speed_->currentData().toString(), base.speed);
    // Left at the machine's figure: kept as "the machine's", which follows the
    // machine the window runs on next time.
    const double gib = double(std::uint64_t{1} << 30);
    const double machine = std::round(double(machineMemoryCap()) / gib * 100) / 100;
    const double chosen = tableMemory_->value();
    base.tableMemory = chosen == machine ? 0 : static_cast<std::uint64_t>(chosen * gib);
    return base;
}

QString PreferencesDialog::language() const { return language_->currentData().toString(); }

} // namespace leapfrog::ui
