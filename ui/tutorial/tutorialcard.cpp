#include "tutorialcard.h"

#include "look/cardstyle.h"
#include "board/enterpress.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

#include <algorithm>

namespace leapfrog::ui {

namespace {

constexpr int kMargin = 12;
constexpr int kWidest = 560;

QLabel* wrapped(QWidget* parent, const QString& name, double scale, bool bold)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(bold);
    label->setFont(font);
    return label;
}

QPushButton* button(QWidget* parent, const QString& name, const QString& text)
{
    auto* made = new QPushButton(text, parent);
    made->setObjectName(name);
    made->setFocusPolicy(Qt::TabFocus); // the board keeps the keyboard for Ctrl+Z and the arrows
    pressOnEnter(made);                  // reached by Tab: Enter presses it, as Space does
    return made;
}

} // namespace

TutorialCard::TutorialCard(QWidget* parent)
    : CardFrame(Qt::LeftEdge, 10, parent)
    , progress_(wrapped(this, QStringLiteral("tutorialProgress"), 0.95, false))
    , title_(wrapped(this, QStringLiteral("tutorialTitle"), 1.3, true))
    , text_(wrapped(this, QStringLiteral("tutorialText"), 1.1, false))
    , nudge_(wrapped(this, QStringLiteral("tutorialNudge"), 1.1, true))
    , start_(button(this, QStringLiteral("tutorialStart"), tr("Start")))
    , decline_(button(this, QStringLiteral("tutorialNoThanks"), tr("No thanks")))
    , skip_(button(this, QStringLiteral("tutorialSkip"), tr("Skip tutorial")))
    , done_(button(this, QStringLiteral("tutorialDone"), tr("Done")))
{
    setObjectName(QStringLiteral("tutorialCard"));
    restyle();
    followPalette(this, [this] { restyle(); });
    // Enter's buttons, drawn so: Start at the question, Done at the last step.
    start_->setDefault(true);
    done_->setDefault(true);
    connect(start_, &QPushButton::clicked, this, &TutorialCard::startClicked);
    connect(decline_, &QPushButton::clicked, this, &TutorialCard::declineClicked);
    connect(skip_, &QPushButton::clicked, this, &TutorialCard::skipClicked);
    connect(done_, &QPushButton::clicked, this, &TutorialCard::doneClicked);
    // Esc answers the first-start question as "No thanks", as it would close
    // a dialog asking it; during the tour Esc leaves it (Tutorial's filter on
    // the board, keyPressEvent on the card), once a lifted peg is dropped.
    declineKey_ = new QShortcut(QKeySequence(Qt::Key_Escape), parent, this, &TutorialCard::declineClicked,
                                Qt::WindowShortcut);
    declineKey_->setEnabled(false);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    for (QPushButton* each : {decline_, start_, skip_, done_}) {
        buttons->addWidget(each);
    }
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 10, 14, 10);
    layout->setSpacing(4);
    layout->addWidget(progress_);
    layout->addWidget(title_);
    layout->addWidget(text_);
    layout->addWidget(nudge_);
    layout->addLayout(buttons);
    parent->installEventFilter(this);
    hide();
}

void TutorialCard::showOffer()
{
    offer_ = true;
    declineKey_->setEnabled(true);
    progress_->hide();
    title_->setText(tr("New to Leapfrog?"));
    text_->setText(tr("Take the 1-minute tutorial: you play a tiny puzzle and learn every move."));
    setNudge({});
    showButtons(true, false);
    start_->setFocus(Qt::OtherFocusReason);
}

bool TutorialCard::pressDefault()
{
    if (!isVisible()) {
        return false;
    }
    if (offer_) {
        start_->click();
        return true;
    }
    if (done_->isVisible()) {
        done_->click(); // the last step asks for Done, and the board has no move to point at
        return true;
    }
    return false;
}

void TutorialCard::showStep(int number, int count, const QString& title, const QString& text)
{
    offer_ = false;
    declineKey_->setEnabled(false);
    progress_->setText(tr("Step %1 of %2").arg(number).arg(count));
    progress_->show();
    title_->setText(title);
    text_->setText(text);
    setNudge({});
    showButtons(false, number == count);
}

void TutorialCard::setNudge(const QString& text)
{
    nudge_->setText(text);
    nudge_->setVisible(!text.isEmpty());
}

void TutorialCard::close()
{
    offer_ = false;
    declineKey_->setEnabled(false);
    hide();
}

void TutorialCard::showButtons(bool offer, bool last)
{
    start_->setVisible(offer);
    decline_->setVisible(offer);
    skip_->setVisible(!offer && !last);
    done_->setVisible(!offer && last);
    show();
    raise();
    place();
}

QString TutorialCard::progress() const { return isVisible() && !offer_ ? progress_->text() : QString(); }

QString TutorialCard::title() const { return isVisible() ? title_->text() : QString(); }

QString TutorialCard::text() const { return isVisible() ? text_->text() : QString(); }

QString TutorialCard::nudge() const { return isVisible() ? nudge_->text() : QString(); }

void TutorialCard::place()
{
    if (!parentWidget()) {
        return;
    }
    ensurePolished();
    const int width = std::min(kWidest, parentWidget()->width() - 2 * kMargin);
    layout()->activate();
    const int height = std::max(layout()->totalHeightForWidth(width), layout()->totalMinimumSize().height());
    // Near the bottom, within the board's room (which grows to hold it).
    setGeometry((parentWidget()->width() - width) / 2, std::max(0, parentWidget()->height() - height - kMargin), width,
                height);
}

// The banner's paper, with a blue edge: the tutorial speaks, nothing went
// wrong. Cream in a light window, dark in a dark one.
void TutorialCard::restyle()
{
    const CardColours card = cardColours(QApplication::palette(this));
    setCardColours(card.paper, card.edge, QColor(0x00, 0x72, 0xB2));
    const QString style = QStringLiteral("#tutorialCard QLabel { color: %1; }"
                                         "#tutorialCard QLabel#tutorialProgress { color: %2; }"
                                         "#tutorialCard QLabel#tutorialNudge { color: %3; }")
                              .arg(card.text.name(), card.quiet.name(), card.nudge.name());
    if (styleSheet() != style) {
        setStyleSheet(style);
    }
}

bool TutorialCard::event(QEvent* event)
{
    const bool handled = CardFrame::event(event);
    if (event->type() == QEvent::LayoutRequest) {
        place(); // the text changed: fit the new height
    }
    return handled;
}

// Esc on the card's buttons (Tab brought the keyboard there) leaves the
// tour, as Esc on the board does.
void TutorialCard::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && !offer_ && isVisible()) {
        Q_EMIT skipClicked();
        return;
    }
    CardFrame::keyPressEvent(event);
}

bool TutorialCard::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize) {
        place();
    }
    return CardFrame::eventFilter(watched, event);
}

} // namespace leapfrog::ui
