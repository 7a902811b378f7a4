#include "sizedialog.h"

#include "countfield.h"
#include "model/errors.h"
#include "play/texts.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace leapfrog::ui {

namespace {

// Boards with more holes than this scroll a long way and are judged by
// Yancey's criteria only: worth a word before the player commits.
constexpr int kLargeBoardHoles = 400;

} // namespace

SizeDialog::SizeDialog(Family family, int blue, int red, QWidget* parent)
    : QDialog(parent)
    , family_(family)
    , blue_(new QLineEdit(QString::number(blue), this))
    , red_(new QLineEdit(QString::number(red), this))
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
    form->addRow(tr("&Blue pegs (left):"), blue_);
    form->addRow(tr("&Red pegs (right):"), red_);
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

void SizeDialog::validate()
{
    variant_.reset();
    QString problem;
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
    if (!problem.isEmpty()) {
        message_->setText(capitalised(problem));
        message_->setStyleSheet(QStringLiteral("color: #9A3F00;"));
    } else {
        QString text = tr("%1: %2 holes.").arg(variantTitle(*variant_)).arg(variant_->holeCount());
        if (variant_->holeCount() > kLargeBoardHoles) {
            text += QLatin1Char(' ') + tr("A board this long scrolls, and its moves are judged by Yancey's criteria only.");
        }
        message_->setText(text);
        message_->setStyleSheet(QStringLiteral("color: #23292D;"));
    }
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(variant_.has_value());
}

} // namespace leapfrog::ui
