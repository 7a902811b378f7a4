#include "searchcard.h"

#include "board/boardstyle.h"
#include "board/enterpress.h"
#include "labels.h"
#include "words/texts.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace leapfrog::ui {

namespace {

QString seconds(std::chrono::milliseconds time)
{
    const auto whole = std::chrono::duration_cast<std::chrono::seconds>(time).count();
    return whole >= 60 ? SearchCard::tr("%1 min").arg(whole / 60) : SearchCard::tr("%1 s").arg(whole);
}

} // namespace

// A cool paper in a light window, the palette's base in a dark one.
void SearchCard::restyle()
{
    // The application's palette: the widget's own holds the style sheet's colours.
    const QPalette colours = QApplication::palette(this);
    const bool dark = isDark(colours);
    const QColor paper = dark ? colours.color(QPalette::Base) : QColor(0xF4, 0xF7, 0xFA);
    const QColor edge = dark ? colours.color(QPalette::Light) : QColor(0xC9, 0xD3, 0xDB);
    setCardColours(paper, edge, QColor(0x00, 0x72, 0xB2));
}

void SearchCard::changeEvent(QEvent* event)
{
    CardFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        restyle();
    }
}

SearchCard::SearchCard(BackgroundWork* work, const QString& what, QWidget* parent)
    : CardFrame(Qt::LeftEdge, 6, parent)
    , work_(work)
    , what_(what)
    , sentence_(wrappedLabel(this))
    , progress_(new QProgressBar(this))
    , keepGoing_(new QPushButton(tr("&Keep searching"), this))
    , cancel_(new QPushButton(tr("Cancel"), this))
    , dismiss_(new QPushButton(tr("Dismiss"), this))
{
    setObjectName(QStringLiteral("searchCard"));
    restyle();
    progress_->setMaximumHeight(10);
    progress_->setTextVisible(false);
    keepGoing_->setObjectName(QStringLiteral("keepSearching"));
    cancel_->setObjectName(QStringLiteral("cancelSearch"));
    dismiss_->setObjectName(QStringLiteral("dismissSearch"));
    auto* buttons = new QHBoxLayout;
    for (QPushButton* each : {keepGoing_, cancel_, dismiss_}) {
        pressOnEnter(each); // reached by Tab: Enter presses it, as in a dialog
        buttons->addWidget(each);
    }
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(sentence_);
    layout->addWidget(progress_);
    layout->addLayout(buttons);

    connect(keepGoing_, &QPushButton::clicked, this, [this] {
        if (work_->keepGoing(Budget{kLongerBudget, work_->budget().memory})) {
            show(State::Searching, tr("Still looking for %1, for up to %2 more…").arg(what_, seconds(kLongerBudget)));
        }
    });
    connect(cancel_, &QPushButton::clicked, this, [this] {
        cancelling_ = true;
        work_->cancel();
    });
    connect(dismiss_, &QPushButton::clicked, this, &SearchCard::clear);
    connect(work_, &BackgroundWork::busyChanged, this, &SearchCard::onBusyChanged);
    connect(work_, &BackgroundWork::progressed, this, &SearchCard::onProgress);
    connect(work_, &BackgroundWork::outOfBudget, this, [this](const QString& why) {
        show(State::OutOfBudget, tr("The search for %1 stopped at its limit of %2: %3 It can go on for longer.")
                                     .arg(what_, seconds(work_->budget().time), asSentence(why)));
    });
    connect(work_, &BackgroundWork::failed, this, [this](const QString& why) {
        show(State::Failed, tr("The search for %1 failed: %2").arg(what_, asSentence(why)));
    });
    hide();
}

QString SearchCard::text() const { return isVisible() || state_ != State::Idle ? sentence_->text() : QString(); }

void SearchCard::clear()
{
    state_ = State::Idle;
    cancelling_ = false;
    sentence_->clear();
    hide();
}

void SearchCard::show(State state, const QString& sentence)
{
    state_ = state;
    sentence_->setText(sentence);
    progress_->setVisible(state == State::Searching);
    cancel_->setVisible(state == State::Searching);
    keepGoing_->setVisible(state == State::OutOfBudget);
    dismiss_->setVisible(state != State::Searching);
    setVisible(true);
}

void SearchCard::onBusyChanged(bool busy)
{
    if (busy) {
        if (state_ != State::Searching) {
            progress_->setRange(0, 0);
            show(State::Searching, tr("Looking for %1…").arg(what_));
        }
    } else if (cancelling_) {
        cancelling_ = false;
        show(State::Cancelled, tr("The search for %1 was cancelled.").arg(what_));
    } else if (state_ == State::Searching) {
        clear(); // answered: the answer shows on the board or in the list
    }
}

void SearchCard::onProgress(const SearchProgress& progress)
{
    if (progress.total > 0) {
        progress_->setRange(0, 1000);
        progress_->setValue(static_cast<int>(progress.done * 1000 / progress.total));
    } else {
        progress_->setRange(0, 0);
    }
}

} // namespace leapfrog::ui
