#include "sizedialog.h"

#include "countfield.h"
#include "growtofit.h"
#include "model/errors.h"
#include "play/texts.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace leapfrog::ui {

namespace {

// Boards with more holes than this scroll a long way: worth a word before
// the player commits.
constexpr int kLargeBoardHoles = 400;

} // namespace

SizeDialog::SizeDialog(const Variant& current, QWidget* parent)
    : SizeDialog(current.family(), current.family() == Family::Dudeney || current.family() == Family::Grid
                                       ? current.sizes().front()
                                       : current.blueCount(),
                 current.redCount() > 0 ? current.redCount() : 1, parent)
{
    holes_->setText(QString::number(current.holesBetween()));
    reach_->setText(QString::number(current.reach()));
    strict_->setChecked(current.rules() == RuleSet::Strict);
}

SizeDialog::SizeDialog(Family family, int blue, int red, QWidget* parent)
    : QDialog(parent)
    , family_(family)
    , blue_(new QLineEdit(QString::number(blue), this))
    , red_(new QLineEdit(QString::number(red), this))
    , holes_(new QLineEdit(QStringLiteral("1"), this))
    , reach_(new QLineEdit(QStringLiteral("1"), this))
    , strict_(new QCheckBox(tr("&Strict rules: blue only right, red only left, jumps over the other colour only"),
                            this))
    , message_(new QLabel(this))
    , buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Custom size"));
    blue_->setObjectName(QStringLiteral("blueCount"));
    red_->setObjectName(QStringLiteral("redCount"));
    message_->setObjectName(QStringLiteral("sizeMessage"));
    message_->setWordWrap(true);
    message_->setMinimumWidth(320);
    auto* form = new QFormLayout;
    holes_->setObjectName(QStringLiteral("holeCount"));
    reach_->setObjectName(QStringLiteral("jumpLength"));
    strict_->setObjectName(QStringLiteral("strictRules"));
    const bool oneSize = family_ == Family::Dudeney || family_ == Family::Grid;
    form->addRow(family_ == Family::Dudeney ? tr("&Frogs:")
                 : family_ == Family::Grid  ? tr("&Size N (a board of 2N+1 by 2N+1):")
                                            : tr("&Blue pegs (left):"),
                 blue_);
    form->addRow(tr("&Red pegs (right):"), red_);
    form->addRow(tr("Empty &holes between:"), holes_);
    form->addRow(tr("&Jumps over up to (pegs):"), reach_);
    form->addRow(strict_);
    form->setRowVisible(red_, !oneSize);
    const bool row = family_ == Family::Row;
    form->setRowVisible(holes_, row);
    form->setRowVisible(reach_, row);
    form->setRowVisible(strict_, row);
    connect(holes_, &QLineEdit::textChanged, this, &SizeDialog::validate);
    connect(reach_, &QLineEdit::textChanged, this, &SizeDialog::validate);
    connect(strict_, &QCheckBox::toggled, this, &SizeDialog::validate);
    if (family_ == Family::Pairs) {
        // Seed 002's game has as many pegs of each colour.
        red_->setEnabled(false);
        red_->setToolTip(tr("The pair-shift game has as many red pegs as blue."));
        connect(blue_, &QLineEdit::textChanged, red_, &QLineEdit::setText);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(message_);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(blue_, &QLineEdit::textChanged, this, &SizeDialog::validate);
    connect(red_, &QLineEdit::textChanged, this, &SizeDialog::validate);
    validate();
}

QString SizeDialog::message() const { return message_->text(); }

std::string SizeDialog::specOfFields(QString* problem) const
{
    if (family_ == Family::Dudeney) {
        const auto frogs = readCount(blue_, tr("frogs"), problem, 1, kMaxDudeney);
        return frogs ? "dudeney:" + std::to_string(*frogs) : std::string();
    }
    if (family_ == Family::Grid) {
        const auto n = readCount(blue_, tr("the size N"), problem, 1, kMaxGrid);
        return n ? "grid:" + std::to_string(*n) : std::string();
    }
    const auto blue = readCount(blue_, tr("blue pegs"), problem, 1, kMaxPegsPerSide);
    const auto red = blue ? readCount(red_, tr("red pegs"), problem, 1, kMaxPegsPerSide) : std::nullopt;
    if (!blue || !red) {
        return {};
    }
    if (family_ != Family::Row) {
        return {};
    }
    const auto holes = readCount(holes_, tr("empty holes"), problem, 1, kMaxRowHoles - 1);
    const auto reach = holes ? readCount(reach_, tr("the jump length"), problem, 1, kMaxRowHoles - 1) : std::nullopt;
    if (!holes || !reach) {
        return {};
    }
    return std::string(strict_->isChecked() ? "strict:" : "classic:") + std::to_string(*blue) + "x"
           + std::to_string(*red) + "h" + std::to_string(*holes) + "k" + std::to_string(*reach);
}

void SizeDialog::validate()
{
    variant_.reset();
    QString problem;
    if (family_ == Family::Row || family_ == Family::Dudeney || family_ == Family::Grid) {
        const std::string spec = specOfFields(&problem);
        if (!spec.empty()) {
            try {
                variant_ = Variant::parse(spec);
            } catch (const InputError& error) {
                problem = QString::fromUtf8(error.what());
                // The core's message ends with every accepted form; the
                // fields already say which form this is.
                problem = problem.section(QStringLiteral("; accepted:"), 0, 0);
            }
        }
    } else {
        const auto blue = readCount(blue_, tr("blue pegs"), &problem, 1, kMaxPegsPerSide);
        const auto red = blue ? readCount(red_, tr("red pegs"), &problem, 1, kMaxPegsPerSide) : std::nullopt;
        if (blue && red) {
            try {
                variant_ = family_ == Family::Pairs    ? Variant::pairs(*blue)
                           : family_ == Family::Strict ? Variant::strict(*blue, *red)
                                                       : Variant::classic(*blue, *red);
            } catch (const InputError& error) {
                problem = QString::fromUtf8(error.what());
            }
        }
    }
    if (!problem.isEmpty()) {
        message_->setText(capitalised(problem));
        message_->setStyleSheet(QStringLiteral("color: #9A3F00;"));
    } else {
        QString text = tr("%1: %2 holes.").arg(variantTitle(*variant_)).arg(variant_->holeCount());
        if (variant_->holeCount() > kLargeBoardHoles) {
            text += QLatin1Char(' ') + tr("A board this long scrolls.");
        }
        text += QLatin1Char(' ') + verdictBasisText(*variant_);
        message_->setText(text);
        message_->setStyleSheet(QStringLiteral("color: #23292D;"));
    }
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(variant_.has_value());
    growToShowAll(this); // a longer message needs more lines: shown whole, never cut
}

} // namespace leapfrog::ui
