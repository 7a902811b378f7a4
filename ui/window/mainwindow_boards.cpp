#include "mainwindow.h"

// The main window's choice of boards: a new game, a family at the current
// size, a size or a puzzle of the player's own, a challenge, a game ID; and
// the menus' check marks that follow the board in play.
#include "background/backgroundwork.h"
#include "dialogs/challengedialog.h"
#include "dialogs/custompuzzledialog.h"
#include "dialogs/gameiddialog.h"
#include "dialogs/howtoplay.h"
#include "dialogs/sizedialog.h"
#include "families/families.h"
#include "model/errors.h"
#include "play/dailychallenges.h"
#include "play/gamemodel.h"
#include "play/playcontroller.h"
#include "play/solvability.h"
#include "sizemenu.h"
#include "words/gameid.h"
#include "words/refusaltext.h"
#include "words/texts.h"

#include <QActionGroup>
#include <QRandomGenerator>
#include <QStatusBar>

namespace leapfrog::ui {

namespace {

// A row board of `family` at the size carried over, or, where that board
// cannot be solved (pairs:1 and pairs:2), the nearest larger one that can:
// a menu never opens a puzzle with no way to the goal.
Variant playableRowVariant(const BoardFamily& family, int blue, int red)
{
    const Variant asked = family.rowOfSize(blue, red);
    for (int more = 1; whyUnsolvable(asked) && more <= 8; ++more) {
        const Variant larger = family.rowOfSize(blue + more, red + more);
        if (!whyUnsolvable(larger)) {
            return larger;
        }
    }
    return asked;
}

// The size menus speak of pegs a side; a Y board's arms stand in for them.
int perSide(const Variant& variant)
{
    return boardFamily(variant.family()).oneSize ? variant.sizes().front() : variant.blueCount();
}

} // namespace

void MainWindow::newGame(const Variant& variant)
{
    play_->stop();
    const bool leftAGame = !model_->game().history().empty();
    model_->newGame(variant);
    preferences_.remember(variant);
    savePreferences();
    statusBar()->showMessage(leftAGame ? tr("New game: %1. Undo brings back the game you left.").arg(variantTitle(variant))
                                       : tr("New game: %1.").arg(variantTitle(variant)),
                             kStatusMessageMs);
}

void MainWindow::chooseFamily(Family family)
{
    const Variant current = boardOf(model_->variant());
    const BoardFamily& chosen = boardFamily(family);
    const WhenChosen action = chosen.whenChosen;
    switch (action) {
    case WhenChosen::AskSize:
        syncChoices(); // the check mark moves only if a board is started
        askSize(current.family() == family ? current : preferences_.lastBoard(family));
        return;
    case WhenChosen::OfferLongRow:
        newGame(current.family() == family && !current.isCustom() ? current : preferences_.rowToOffer(current));
        return;
    case WhenChosen::StartDefault:
        newGame(current.family() == family ? current : Variant::parse(defaultSpec(family)));
        return;
    case WhenChosen::KeepSize: break;
    }
    const bool sides = current.hasNotation(); // classic and strict keep their two sides
    // The size carries over (a branching board's blue count, Dudeney's or
    // the grid's N); a row of the player's own has no size a side.
    const int blue = current.isCustom() ? 3 : perSide(current);
    const int red = sides ? current.redCount() : blue;
    newGame(playableRowVariant(chosen, blue, red));
}

void MainWindow::chooseCustomSize()
{
    const Variant current = boardOf(model_->variant());
    if (current.isCustom()) {
        editCustomPuzzle(current);
        return;
    }
    askSize(current);
}

void MainWindow::chooseChallenge()
{
    auto* dialog = new ChallengeDialog(boardOf(model_->variant()), this);
    dialog->setObjectName(QStringLiteral("challengeDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { startChallenge(dialog->choice()); });
    dialog->open();
}

void MainWindow::startChallenge(const ChallengeChoice& choice)
{
    if (!challengeWork_) {
        challengeWork_ = new BackgroundWork(Budget{}, 1, this);
        connect(challengeWork_, &BackgroundWork::failed, this, [this](const QString& why) {
            showProblem(tr("No challenge"), asSentence(why));
        });
        connect(challengeWork_, &BackgroundWork::outOfBudget, this, [this](const QString& why) {
            showProblem(tr("No challenge"), asSentence(why));
        });
    }
    const std::uint64_t seed =
        choice.daily ? dailySeed(choice.daily->year(), choice.daily->month(), choice.daily->day(), choice.board.spec(),
                                 choice.difficulty)
                     : QRandomGenerator::global()->generate64();
    statusBar()->showMessage(tr("Setting a challenge…"), kStatusMessageMs);
    const std::optional<QDate> daily = choice.daily;
    lastChallenge_ = std::make_shared<const ChallengeChoice>(choice);
    challengeWork_->run(
        [board = choice.board, difficulty = choice.difficulty, distance = choice.distance,
         seed](const SearchControl& control) { return makeChallenge(board, difficulty, seed, distance, control); },
        [this, daily](const Challenge& made) {
            if (daily) {
                rememberDailyChallenge(made.variant.spec(), *daily); // named so before it is shown
            }
            newGame(made.variant);
            const QString level = QString::fromLatin1(difficultyName(made.difficulty));
            const QString what = daily ? tr("Today's %1 challenge").arg(level)
                                 : made.difficulty == Difficulty::Custom ? tr("A challenge at your distance")
                                                                         : tr("A %1 challenge").arg(level);
            statusBar()->showMessage(tr("%1, par %Ln: take it to the goal in %Ln move(s). Game ID %2.", nullptr, made.par)
                                         .arg(what, gameIdOf(made.variant)),
                                     kStatusMessageMs * 3);
        });
}

void MainWindow::newChallenge()
{
    if (!lastChallenge_ || lastChallenge_->board.spec() != boardOf(model_->variant()).spec()) {
        chooseChallenge(); // a challenge from a game ID: its level is not known
        return;
    }
    ChallengeChoice another = *lastChallenge_;
    another.daily.reset(); // today's is the one just played
    startChallenge(another);
}

void MainWindow::enterGameId()
{
    auto* dialog = new GameIdDialog(gameIdOf(model_->variant()), this);
    dialog->setObjectName(QStringLiteral("gameIdDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &GameIdDialog::chosen, this, [this](const Variant& variant) { newGame(variant); });
    dialog->open();
}

bool MainWindow::openGameId(const QString& typed)
{
    try {
        newGame(parseGameId(typed));
        return true;
    } catch (const InputError& error) {
        showProblem(tr("No game with that ID"), refusalText(error));
        return false;
    }
}

void MainWindow::editCustomPuzzle(const Variant& initial)
{
    auto* dialog = new CustomPuzzleDialog(initial, this);
    dialog->setObjectName(QStringLiteral("customPuzzleDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const auto variant = dialog->variant()) {
            newGame(*variant);
        }
    });
    dialog->open();
}

void MainWindow::askSize(const Variant& initial)
{
    auto* dialog = new SizeDialog(initial, this);
    dialog->setObjectName(QStringLiteral("sizeDialog"));
    dialog->setHighContrast(preferences_.highContrast);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (const auto variant = dialog->variant()) {
            newGame(*variant);
        }
    });
    dialog->open();
}

void MainWindow::syncChoices()
{
    const Variant variant = boardOf(model_->variant());
    for (QAction* action : familyGroup_->actions()) {
        if (action != customPuzzleAction_) {
            action->setChecked(action->data().toInt() == static_cast<int>(variant.family()) && !variant.isCustom());
        }
    }
    customPuzzleAction_->setChecked(variant.isCustom());
    sizeMenu_->setVariant(variant);
    if (howToPlay_) {
        howToPlay_->setVariant(variant);
    }
}

} // namespace leapfrog::ui
