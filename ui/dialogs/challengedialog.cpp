#include "challengedialog.h"

#include "growtofit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace leapfrog::ui {

namespace {

// Where a new player starts when the game on the board is not a row of the
// papers: long enough for the levels to differ, short enough to see whole.
constexpr int kDefaultSide = 8;

bool isPapersRow(const Variant& variant)
{
    return (variant.family() == Family::Classic || variant.family() == Family::Strict) && variant.blueCount() <= kMaxChallengeSide
           && variant.redCount() <= kMaxChallengeSide;
}

} // namespace

ChallengeDialog::ChallengeDialog(const Variant& current, QWidget* parent)
    : QDialog(parent)
    , rules_(new QComboBox(this))
    , blue_(new QSpinBox(this))
    , red_(new QSpinBox(this))
    , difficulty_(new QComboBox(this))
    , distance_(new QSpinBox(this))
    , daily_(new QCheckBox(tr("&Today's daily challenge (the same for everyone today)"), this))
    , message_(new QLabel(this))
{
    setWindowTitle(tr("Challenge"));
    fillChoices(current);
    buildLayout();
    connect(rules_, &QComboBox::currentIndexChanged, this, &ChallengeDialog::update);
    connect(blue_, &QSpinBox::valueChanged, this, &ChallengeDialog::update);
    connect(red_, &QSpinBox::valueChanged, this, &ChallengeDialog::update);
    connect(difficulty_, &QComboBox::currentIndexChanged, this, &ChallengeDialog::update);
    connect(distance_, &QSpinBox::valueChanged, this, &ChallengeDialog::update);
    connect(daily_, &QCheckBox::toggled, this, &ChallengeDialog::update);
    update();
}

// The rules, sides and levels to choose from, set for the board in play.
void ChallengeDialog::fillChoices(const Variant& current)
{
    rules_->setObjectName(QStringLiteral("challengeRules"));
    blue_->setObjectName(QStringLiteral("challengeBlue"));
    red_->setObjectName(QStringLiteral("challengeRed"));
    difficulty_->setObjectName(QStringLiteral("challengeDifficulty"));
    distance_->setObjectName(QStringLiteral("challengeDistance"));
    daily_->setObjectName(QStringLiteral("challengeDaily"));
    message_->setObjectName(QStringLiteral("challengeMessage"));

    rules_->addItem(tr("Classic rules"), static_cast<int>(Family::Classic));
    rules_->addItem(tr("Strict rules"), static_cast<int>(Family::Strict));
    for (QSpinBox* side : {blue_, red_}) {
        side->setRange(1, kMaxChallengeSide);
    }
    difficulty_->addItem(tr("Easy"), static_cast<int>(Difficulty::Easy));
    difficulty_->addItem(tr("Medium"), static_cast<int>(Difficulty::Medium));
    difficulty_->addItem(tr("Hard"), static_cast<int>(Difficulty::Hard));
    difficulty_->addItem(tr("Expert"), static_cast<int>(Difficulty::Expert));
    difficulty_->addItem(tr("An exact distance"), static_cast<int>(Difficulty::Custom));
    difficulty_->setCurrentIndex(1);

    const Variant board = isPapersRow(current) ? current : Variant::classic(kDefaultSide, kDefaultSide);
    rules_->setCurrentIndex(board.family() == Family::Strict ? 1 : 0);
    blue_->setValue(board.blueCount());
    red_->setValue(board.redCount());
}

void ChallengeDialog::buildLayout()
{
    message_->setWordWrap(true);
    message_->setMinimumWidth(360);

    auto* form = new QFormLayout;
    form->addRow(tr("&Rules:"), rules_);
    form->addRow(tr("&Blue pegs (left):"), blue_);
    form->addRow(tr("R&ed pegs (right):"), red_);
    form->addRow(tr("&Difficulty:"), difficulty_);
    form->addRow(tr("Di&stance to the goal:"), distance_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(daily_);
    layout->addWidget(message_);
    layout->addWidget(buttons);
}

Variant ChallengeDialog::board() const
{
    return rules_->currentData().toInt() == static_cast<int>(Family::Strict) ? Variant::strict(blue_->value(), red_->value())
                                                                             : Variant::classic(blue_->value(), red_->value());
}

ChallengeChoice ChallengeDialog::choice() const
{
    ChallengeChoice chosen{board(), Difficulty::Medium, std::nullopt, std::nullopt};
    chosen.difficulty = static_cast<Difficulty>(difficulty_->currentData().toInt());
    if (chosen.difficulty == Difficulty::Custom) {
        chosen.distance = distance_->value();
    }
    if (daily_->isChecked()) {
        chosen.daily = QDate::currentDate();
    }
    return chosen;
}

// The distance a player will face, in moves, against the whole puzzle's.
void ChallengeDialog::update()
{
    const Variant chosen = board();
    const int whole = static_cast<int>(chosen.provenMinimum().value_or(0));
    const auto difficulty = static_cast<Difficulty>(difficulty_->currentData().toInt());
    const bool exact = difficulty == Difficulty::Custom;
    distance_->setEnabled(exact);
    distance_->setRange(1, std::max(1, whole - 1));
    daily_->setEnabled(!exact);
    QString text;
    if (whole < 2) {
        text = tr("This board is too small for a challenge. Choose more pegs.");
    } else if (exact) {
        text = tr("%1: a position exactly %Ln move(s) from the goal (the whole puzzle takes %2).", nullptr,
                  distance_->value())
                   .arg(QString::fromStdString(chosen.spec()))
                   .arg(whole);
    } else {
        const ParBand band = parBand(difficulty, whole);
        text = tr("%1: a position from %2 to %3 moves from the goal (the whole puzzle takes %4). Take it to the goal "
                  "in the fewest moves: that number is its par.")
                   .arg(QString::fromStdString(chosen.spec()))
                   .arg(band.low)
                   .arg(band.high)
                   .arg(whole);
        if (daily_->isChecked()) {
            text += QLatin1Char(' ') + tr("Today's challenge is the same for everyone who chooses this board and level today.");
        }
    }
    message_->setText(text);
    if (auto* ok = findChild<QDialogButtonBox*>()) {
        ok->button(QDialogButtonBox::Ok)->setEnabled(whole >= 2);
    }
    growToShowAll(this);
}

} // namespace leapfrog::ui
