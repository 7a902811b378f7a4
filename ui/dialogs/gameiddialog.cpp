#include "gameiddialog.h"

#include "model/errors.h"
#include "words/gameid.h"
#include "words/refusaltext.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace leapfrog::ui {

GameIdDialog::GameIdDialog(const QString& initial, QWidget* parent)
    : QDialog(parent)
    , field_(new QLineEdit(initial, this))
    , problem_(new QLabel(this))
{
    setWindowTitle(tr("Enter game ID"));
    auto* label = new QLabel(tr("A game ID names a board and its start, as in classic:3@BB_BRRR (or a board alone, as "
                                "in strict:4x3):"),
                             this);
    label->setWordWrap(true);
    label->setBuddy(field_);
    field_->setObjectName(QStringLiteral("gameIdField"));
    field_->setMinimumWidth(field_->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 28);
    problem_->setObjectName(QStringLiteral("gameIdProblem"));
    problem_->setWordWrap(true);
    problem_->setTextFormat(Qt::PlainText);
    problem_->setStyleSheet(QStringLiteral("color: #B3261E;")); // with the words, never colour alone
    problem_->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &GameIdDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // A new keystroke answers the problem: it is no longer about this text.
    connect(field_, &QLineEdit::textEdited, problem_, &QLabel::hide);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(field_);
    layout->addWidget(problem_);
    layout->addWidget(buttons);
    adjustSize(); // as high as the wrapped words need at the field's width
}

QString GameIdDialog::problem() const { return problem_->isVisible() ? problem_->text() : QString(); }

void GameIdDialog::accept()
{
    const QString typed = field_->text();
    try {
        const Variant variant = parseGameId(typed);
        QDialog::accept();
        Q_EMIT chosen(variant);
    } catch (const InputError& error) {
        showProblem(typed, refusalText(error)); // in the player's words, from what the core says is wrong
    }
}

void GameIdDialog::showProblem(const QString& typed, const QString& why)
{
    problem_->setText(tr("%1 Write a board, then @ and one letter a hole (B blue, R red, _ empty), as in "
                         "classic:3@BB_BRRR.")
                          .arg(why));
    problem_->show();
    adjustSize(); // the sentence whole, not cut at the dialog's first size
    field_->setAccessibleDescription(problem_->text());
    // The wrong part selected: the board when it is not one, else the position.
    const qsizetype at = typed.indexOf(QLatin1Char('@'));
    bool boardKnown = false;
    if (at > 0) {
        try {
            parseGameId(typed.left(at));
            boardKnown = true;
        } catch (const InputError&) {
        }
    }
    field_->setFocus();
    if (boardKnown) {
        field_->setSelection(static_cast<int>(at + 1), static_cast<int>(typed.size() - at - 1));
    } else {
        field_->setSelection(0, static_cast<int>(at > 0 ? at : typed.size()));
    }
}

} // namespace leapfrog::ui
