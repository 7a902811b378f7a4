#include "tutorial.h"

#include "board/boardview.h"
#include "play/gamemodel.h"
#include "play/playcontroller.h"
#include "tutorialcard.h"
#include "tutorialsteps.h"
#include "settings/settingkeys.h"

#include <QEvent>
#include <QKeyEvent>

namespace leapfrog::ui {

namespace {

QString textOf(const Position& position) { return QString::fromStdString(position.text()); }

int stepCount() { return static_cast<int>(tutorialSteps().size()); }

// Return or keypad Enter, alone.
bool isEnter(const QKeyEvent& key)
{
    return (key.key() == Qt::Key_Return || key.key() == Qt::Key_Enter)
           && (key.modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
}

} // namespace

Tutorial::Tutorial(GameModel* model, PlayController* play, BoardView* view, TutorialCard* card, QObject* parent)
    : QObject(parent)
    , model_(model)
    , play_(play)
    , view_(view)
    , card_(card)
{
    connect(card_, &TutorialCard::startClicked, this, &Tutorial::start);
    connect(card_, &TutorialCard::declineClicked, this, [this] {
        markSeen();
        card_->close();
    });
    connect(card_, &TutorialCard::skipClicked, this, &Tutorial::skip);
    connect(card_, &TutorialCard::doneClicked, this, &Tutorial::finish);
    connect(model_, &GameModel::changed, this, &Tutorial::follow);
    // The verdict of the step's move may come after the move (the judge works in the background).
    connect(model_, &GameModel::analysisChanged, this, &Tutorial::onAnalysis);
    // After the play controller's own slot: by then a click that makes a move has made it.
    connect(view_, &BoardView::holeClicked, this, &Tutorial::onHoleClicked);
    // A hint asked while the first-start question stands: the player began to
    // play, and the hint's Esc is the only Esc of the window again.
    connect(play_, &PlayController::hintChanged, this, [this](const QString& heading) {
        if (!heading.isEmpty() && card_->isOffer()) {
            card_->close();
        }
    });
    view_->installEventFilter(this);
}

bool Tutorial::seen() { return Settings().value(setting::tutorialSeen); }

void Tutorial::markSeen() { Settings().setValue(setting::tutorialSeen, true); }

void Tutorial::offer()
{
    if (!seen() && !isRunning()) {
        card_->showOffer();
    }
}

void Tutorial::start()
{
    if (!isRunning()) {
        playersGames_ = model_->setAside();
    }
    enterStep(0);
}

void Tutorial::skip()
{
    markSeen();
    end();
}

void Tutorial::finish()
{
    markSeen();
    end();
}

void Tutorial::abandon()
{
    if (isRunning()) {
        end();
    }
}

void Tutorial::end()
{
    step_.reset();
    play_->setGuide(std::nullopt);
    card_->close();
    if (playersGames_) {
        // Back as it was, and the games behind it: Undo goes back to the
        // game the player left before the tutorial, not to a lesson's board.
        model_->bringBack(std::move(*playersGames_));
        playersGames_.reset();
    }
    // The card's buttons are gone with it: the keyboard is the board's.
    view_->setFocus(Qt::OtherFocusReason);
    Q_EMIT ended();
}

void Tutorial::enterStep(int step)
{
    step_ = step;
    const TutorialStep& now = tutorialSteps()[step];
    if (step + 1 == stepCount()) {
        markSeen(); // the whole lesson was seen, even if the window closes now
    }
    card_->showStep(step + 1, stepCount(), now.title, stepText());
    if (!atStepStart()) {
        // A new board for the step (from the previous step's end it is already there).
        model_->newGame(Variant::parse(now.spec.toStdString()));
    }
    play_->setGuide(now.arrow);
    Q_EMIT stepChanged(step);
}

bool Tutorial::isOnLessonBoard() const
{
    return step_ && QString::fromStdString(model_->variant().spec()) == tutorialSteps()[*step_].spec;
}

bool Tutorial::atStepStart() const
{
    const TutorialStep& now = tutorialSteps()[*step_];
    return QString::fromStdString(model_->variant().spec()) == now.spec && textOf(model_->position()) == now.before
           && model_->game().movesMade() == now.movesBefore;
}

// The step's sentences; the Undo step also says what the Judge's verdict on
// the jump costs, once it is known.
QString Tutorial::stepText() const
{
    const TutorialStep& now = tutorialSteps()[*step_];
    // A step that asks for a click says what the keyboard does instead.
    const QString keys = now.arrow ? QLatin1Char(' ') + keyboardSentence() : QString();
    if (!now.text.contains(QLatin1String("%1"))) {
        return now.text + keys;
    }
    // The verdict on the step's own move (the last one made before the step), not on any move after it.
    const auto made = static_cast<std::size_t>(now.movesBefore);
    const Verdict* verdict = made > 0 && model_->records().size() >= made ? model_->verdictAt(made - 1) : nullptr;
    const QString cost = verdict && !verdict->proper ? costSentence(verdict->cost) : QString();
    return now.text.arg(cost.isEmpty() ? QString() : QLatin1Char(' ') + cost) + keys;
}

QString Tutorial::nudge() const
{
    const TutorialStep& now = tutorialSteps()[*step_];
    if (QString::fromStdString(model_->variant().spec()) != now.spec) {
        return otherBoardSentence(model_->redoGoesToLaterGame());
    }
    return atStepStart() ? QString() : now.otherMove;
}

void Tutorial::follow()
{
    changedSincePress_ = true;
    if (!step_) {
        if (card_->isOffer() && model_->game().movesMade() > 0) {
            card_->close(); // the player began to play: the question no longer stands in the way
        }
        return;
    }
    const TutorialStep& now = tutorialSteps()[*step_];
    if (now.after.isEmpty()) {
        return; // the last step: the board is the player's
    }
    const bool onBoard = QString::fromStdString(model_->variant().spec()) == now.spec;
    if (onBoard && textOf(model_->position()) == now.after && model_->game().movesMade() == now.movesAfter) {
        enterStep(*step_ + 1);
        return;
    }
    if (atStepStart()) {
        // Back where the step began (a wrong move taken back): the square
        // goes back on the asked peg, as the card says it is.
        play_->setGuide(now.arrow);
    }
    card_->showStep(*step_ + 1, stepCount(), now.title, stepText());
    card_->setNudge(nudge());
}

void Tutorial::onAnalysis()
{
    if (step_) {
        card_->setText(stepText());
    }
}

bool Tutorial::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == view_ && event->type() == QEvent::MouseButtonPress) {
        changedSincePress_ = false; // before the board turns the press into a click
    }
    // Esc leaves the tour for the game the player left, as it leaves any
    // mode of a program; a lifted peg or a hint is put away first (the
    // board's own Esc), so that Esc undoes the nearest thing.
    if (watched == view_ && event->type() == QEvent::KeyPress && step_
        && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape && !play_->hasPick() && !play_->hint()) {
        skip();
        return true;
    }
    // Enter answers the first-start question that stands over the board (its
    // Start), as it would in a dialog: it never plays a move behind the card.
    // At the last step it presses Done, as the step says.
    if (watched == view_ && event->type() == QEvent::KeyPress && isEnter(*static_cast<QKeyEvent*>(event))
        && card_->pressDefault()) {
        return true;
    }
    return QObject::eventFilter(watched, event);
}

void Tutorial::onHoleClicked(int /*hole*/)
{
    // A click that changed nothing: a move would have been followed by now.
    if (step_ && !changedSincePress_ && atStepStart() && !tutorialSteps()[*step_].after.isEmpty()) {
        card_->setNudge(tutorialSteps()[*step_].wrongClick);
    }
}

} // namespace leapfrog::ui
