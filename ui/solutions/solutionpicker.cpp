#include "solutionpicker.h"

#include "look/inkicon.h"

#include "model/errors.h"
#include "words/pluralcount.h"
#include "words/texts.h"
#include "solutionplayer.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QToolButton>

namespace leapfrog::ui {

namespace {

constexpr int kShortDigits = 12;
constexpr int kEndDigits = 5;

QToolButton* arrowButton(const QString& icon, const QString& tip, QWidget* parent)
{
    return inkIconButton(icon, 16, tip, tip, parent);
}

} // namespace

QString shortNumber(const BigInt& value)
{
    const QString digits = QString::fromStdString(value.toString());
    if (digits.size() <= kShortDigits) {
        return QLocale().toString(digits.toULongLong());
    }
    return QStringLiteral("%1…%2").arg(digits.left(kEndDigits), digits.right(kEndDigits));
}

SolutionPicker::SolutionPicker(SolutionPlayer* player, QWidget* parent)
    : QWidget(parent)
    , player_(player)
    , noun_(new QLabel(this))
    , previous_(arrowButton(QStringLiteral("back"), tr("The solution before this one"), this))
    , field_(new QLineEdit(this))
    , next_(arrowButton(QStringLiteral("forward"), tr("The next solution"), this))
    , count_(new QLabel(this))
    , kind_(new QComboBox(this))
{
    field_->setObjectName(QStringLiteral("solutionRank"));
    previous_->setObjectName(QStringLiteral("previousSolution"));
    next_->setObjectName(QStringLiteral("nextSolution"));
    kind_->setObjectName(QStringLiteral("solutionKind"));
    noun_->setObjectName(QStringLiteral("solutionNoun"));
    count_->setObjectName(QStringLiteral("solutionCount"));
    field_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,30000}")), field_));
    field_->setAlignment(Qt::AlignCenter);
    field_->setMaximumWidth(field_->fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
    kind_->addItem(tr("rank"));
    kind_->addItem(tr("label"));
    kind_->setToolTip(
        tr("Choose solutions by their rank in Leapfrog's order, or by their label in Zhu and Wang's numbering"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    noun_->setBuddy(field_); // a screen reader names the field by it: "Solution"
    layout->addWidget(noun_);
    layout->addWidget(kind_);
    layout->addWidget(previous_);
    layout->addWidget(field_);
    layout->addWidget(next_);
    layout->addWidget(count_);

    connect(previous_, &QToolButton::clicked, this, [this] { step(-1); });
    connect(next_, &QToolButton::clicked, this, [this] { step(+1); });
    connect(field_, &QLineEdit::returnPressed, this, &SolutionPicker::choose);
    field_->installEventFilter(this);
    connect(kind_, &QComboBox::currentIndexChanged, this, &SolutionPicker::refresh);
    connect(player_, &SolutionPlayer::solutionChanged, this, &SolutionPicker::refresh);
    connect(player_, &SolutionPlayer::phaseChanged, this, &SolutionPicker::refresh);
    refresh();
}

bool SolutionPicker::byLabel() const { return labels_ && kind_->currentIndex() == 1; }

QString SolutionPicker::summary() const
{
    const QString kind = byLabel() ? tr("label") : QString();
    return QStringLiteral("%1 %2 %3 %4").arg(noun_->text(), kind, field_->text(), count_->text()).simplified();
}

void SolutionPicker::refresh()
{
    const SolutionCatalog* catalog = player_->catalog();
    const bool ready = player_->isReady() && catalog;
    const bool finishes = catalog && catalog->scope() == CatalogScope::Finishes;
    labels_ = ready && catalog->hasLabels();
    kind_->setVisible(labels_);
    noun_->setText(tr("Solution")); // from the start or from the player's moves alike, as the panel's title
    if (!ready) {
        field_->clear();
        count_->clear();
        setEnabled(false);
        return;
    }
    setEnabled(true);
    const std::optional<BigInt>& rank = player_->rank();
    const std::optional<BigInt>& count = catalog->count();
    if (!rank || !count) {
        // The pair-shift construction beyond search: one solution, place unknown.
        noun_->setText(tr("Zhu and Wang's construction"));
        field_->setText(tr("?", "the place of the one solution shown among an unknown number of them"));
        count_->setText(tr("of an unknown number"));
        count_->setToolTip(tr("This board is beyond exact search: how many optimal solutions it has is not known."));
        setEnabled(false);
        return;
    }
    const QString shown = byLabel() ? QString::fromStdString(catalog->labelOf(*rank).toString())
                                    : QString::fromStdString(rank->toString());
    if (!field_->hasFocus() || field_->text() != shown) {
        field_->setText(shown);
    }
    field_->setToolTip(byLabel() ? tr("Label %1 (solution %2): type a label and press Enter")
                                       .arg(shown, QString::fromStdString(rank->toString()))
                                 : tr("Type a solution's number and press Enter"));
    count_->setText(byLabel() ? tr("(one of %1)").arg(shortNumber(*count)) : tr("of %1").arg(shortNumber(*count)));
    const QString whole = QString::fromStdString(count->toString());
    // "1 optimal solution", "2 optimal solutions": the plural follows the count.
    const int n = pluralCount(*count);
    const QString digits = tr("%n digit(s)", nullptr, static_cast<int>(whole.size()));
    count_->setToolTip(finishes ? tr("%1 optimal solution(s) from here in all (%2; the side panel has the whole number)",
                                     nullptr, n)
                                      .arg(whole, digits)
                                : tr("%1 optimal solution(s) in all (%2; the side panel has the whole number)", nullptr, n)
                                      .arg(whole, digits));
    previous_->setEnabled(*rank > BigInt(1));
    next_->setEnabled(*rank < *count);
}

bool SolutionPicker::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == field_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down) {
            // Only where the button for it can be pressed: no solution 0, none past the count.
            QToolButton* arrow = key == Qt::Key_Up ? next_ : previous_;
            if (arrow->isEnabled()) {
                step(key == Qt::Key_Up ? +1 : -1);
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SolutionPicker::step(int delta)
{
    const std::optional<BigInt>& rank = player_->rank();
    if (!rank) {
        return;
    }
    player_->chooseRank(delta > 0 ? *rank + BigInt(1) : *rank - BigInt(1));
}

void SolutionPicker::choose()
{
    const SolutionCatalog* catalog = player_->catalog();
    if (!catalog || !catalog->count() || field_->text().isEmpty()) {
        return;
    }
    try {
        const BigInt typed = BigInt::fromString(field_->text().toStdString());
        const BigInt rank = byLabel() ? catalog->rankOfLabel(typed) : typed;
        if (rank.isZero() || rank > *catalog->count()) {
            throw InputError(tr("there is no solution %1: choose 1 to %2")
                                 .arg(field_->text(), QString::fromStdString(catalog->count()->toString()))
                                 .toStdString());
        }
        player_->chooseRank(rank);
    } catch (const InputError& error) {
        Q_EMIT message(asSentence(QString::fromUtf8(error.what())));
    }
    refresh();
}

} // namespace leapfrog::ui
