#include "mainwindow.h"

// The main window's session, kept in the settings file between runs: its geometry and
// docks, the game in progress and the preferences (applied to the views and
// the menus' check marks); and the side panel's place as the window's width
// changes.
#include "board/boardview.h"
#include "files/savefile.h"
#include "language/language.h"
#include "model/errors.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "play/playcontroller.h"
#include "play/unfinishedgames.h"
#include "words/filetexts.h"
#include "words/texts.h"
#include "dialogs/preferencesdialog.h"
#include "settings/settingkeys.h"
#include "look/theme.h"
#include "tutorial/tutorial.h"
#include "windowfit.h"

#include <QActionGroup>
#include <QDateTime>
#include <QLocale>
#include <QDockWidget>
#include <QScreen>
#include <QStatusBar>

namespace leapfrog::ui {



void MainWindow::restoreSession()
{
    Settings settings;
    preferences_ = Preferences::load(settings);
    const QRect available = screen()->availableGeometry();
    if (restoreGeometry(settings.value(setting::windowGeometry))) {
        // Saved on a larger screen, or on one that is gone: bring it back onto this one.
        const QMargins frame(windowfit::kFrameAllowance.width() / 2, windowfit::kFrameAllowance.height() - 8,
                             windowfit::kFrameAllowance.width() / 2, 8);
        setGeometry(windowfit::fitted(geometry().marginsAdded(frame), available).marginsRemoved(frame));
    } else {
        setGeometry(windowfit::firstGeometry(available));
    }
    if (restoreState(settings.value(setting::windowState))) {
        panelPlace_.keepAsLeft(width()); // the panel as the player left it
    }
    applyPreferences();
    // This window's unfinished-game slot: the newest game no open window
    // holds, else (a first start since slots) the one the settings kept.
    unfinished_ = std::make_unique<UnfinishedGames>();
    QByteArray saved = unfinished_->claim().value_or(QByteArray());
    if (saved.isEmpty()) {
        saved = settings.value(setting::legacyCurrentGame);
    }
    settings.remove(setting::legacyCurrentGame); // kept in the slot from now on
    try {
        if (saved.isEmpty()) {
            throw InputError("no game in progress");
        }
        model_->loadGame(gameFromJson(saved));
    } catch (const InputError&) {
        // No game to continue (or an unreadable one): start the chosen variant.
        try {
            model_->newGame(Variant::parse(preferences_.variant.toStdString()));
        } catch (const InputError&) {
            model_->newGame(Variant::classic(3, 3));
        }
        // A first start (no game kept): the tour is offered, on a card that blocks nothing.
        tutorial_->offer();
    }
}

void MainWindow::keepUnfinished()
{
    if (!unfinished_) {
        return; // before the session is restored: nothing of the player's yet
    }
    const std::optional<WriteFailure> failure = unfinished_->keep(model_->toJson());
    if (failure && !keepFailureShown_) {
        // Said once, not at every move; the game itself stays on the board.
        statusBar()->showMessage(tr("The game in progress could not be kept for the next start: %1.")
                                     .arg(unwrittenText(*failure)),
                                 kStatusMessageMs);
    }
    keepFailureShown_ = failure.has_value();
}

void MainWindow::tellUnfinishedGames()
{
    const auto count = static_cast<int>(unfinished_->offered().size());
    if (count > 0) {
        statusBar()->showMessage(
            tr("%n more unfinished game(s) from other windows: Game > Unfinished games.", nullptr, count),
            kStatusMessageMs);
    }
}

void MainWindow::continueUnfinished(const QString& path)
{
    play_->stop();
    // The game on the board takes the other's slot, if it holds anything.
    const bool worthKeeping = model_->game().movesMade() > 0 && !model_->game().isWon();
    const std::optional<QByteArray> taken = unfinished_->take(path, worthKeeping ? model_->toJson() : QByteArray());
    try {
        if (!taken) {
            throw InputError("taken");
        }
        model_->loadGame(gameFromJson(*taken));
    } catch (const InputError&) {
        statusBar()->showMessage(tr("That game is no longer there: another window took it."), kStatusMessageMs);
        return;
    }
    statusBar()->showMessage(tr("Continuing %1.").arg(variantTitle(model_->variant())), kStatusMessageMs);
}


void MainWindow::saveSession()
{
    Settings settings;
    settings.setValue(setting::windowGeometry, saveGeometry());
    settings.setValue(setting::windowState, saveState());
    savePreferences();
    keepUnfinished();
}

void MainWindow::savePreferences()
{
    Settings settings;
    preferences_.save(settings);
}

void MainWindow::applyPreferences()
{
    for (const auto& [action, on] : {std::pair{goalMarksAction_, preferences_.goalMarks},
                                     std::pair{holeNumbersAction_, preferences_.holeNumbers},
                                     std::pair{notationAction_, preferences_.notation},
                                     std::pair{coachAction_, preferences_.coach}}) {
        const QSignalBlocker quiet(action);
        action->setChecked(on);
    }
    for (QAction* action : speedGroup_->actions()) {
        action->setChecked(action->objectName() == QStringLiteral("speed-") + speedName(preferences_.speed));
    }
    themes_->setTheme(preferences_.theme);
    view_->setHighContrast(preferences_.highContrast);
    view_->setHoleNumbersVisible(preferences_.holeNumbers);
    view_->setAnimationSpeed(preferences_.speed);
    panel_->setNotationVisible(preferences_.notation);
    play_->setCoach(preferences_.coach);
    play_->setGoalMarks(preferences_.goalMarks);
    setTableMemory(static_cast<std::size_t>(preferences_.tableMemory));
}

void MainWindow::showPreferences()
{
    auto* dialog = new PreferencesDialog(preferences_, Settings().value(setting::language), this);
    dialog->setObjectName(QStringLiteral("preferencesDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const Preferences chosen = dialog->preferences(preferences_);
        preferences_ = chosen;
        applyPreferences();
        savePreferences();
        const QString language = dialog->language();
        Settings settings;
        if (language != settings.value(setting::language)) {
            settings.setValue(setting::language, language);
            statusBar()->showMessage(tr("The new language takes effect when Leapfrog next starts."), kStatusMessageMs);
        }
    });
    dialog->open();
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    placePanel();
}

void MainWindow::placePanel()
{
    panelPlace_.follow(*this, findChild<QDockWidget*>(QStringLiteral("sidePanelDock")));
}

} // namespace leapfrog::ui
