#pragma once
// Driving the main window the way a player does, for the window suites
// (tst_window, tst_treewindow, tst_player, tst_statespace): one copy of
// opening a board, waiting for its analysis, clicking holes and pressing keys
// on the real board widget, reading the move list, and the test-only
// settings every suite starts from. The events are QTest's mouse and key
// events on the real widgets, so what a test drives is what a player drives.
#include "board/boardview.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "play/movelistmodel.h"
#include "tutorial/tutorial.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLayout>
#include <QLineEdit>
#include "settings/settingkeys.h"
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <memory>

namespace leapfrog::testing {

// How long a board's analysis (or a search a test waits for) may take
// before the test gives up: a guard against a hang, not a claim on speed, so
// generous. 20 s once ran out under ASan on a loaded 2-core machine (the
// grid board the Variant menu opens from y:2).
inline constexpr int kReadyMs = 120000;

// Settings go to a test-only location under a per-suite name, so a suite
// neither reads a player's settings nor another suite's.
inline void useTestSettings(const QString& applicationName)
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("LeapfrogTest"));
    QApplication::setApplicationName(applicationName);
}

// Each test starts from no settings but instant animations, so the suites
// stay quick; a test about animations sets its own speed. The first-start
// offer of the tutorial counts as declined, so that its card does not lie
// over the board (tst_tutorial clears it to see the offer). The record book
// and the unfinished games start empty too: what an earlier run solved or
// left is not this test's.
inline void resetSettings()
{
    QFile::remove(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/records.json"));
    // No other window's unfinished game either.
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/unfinished")).removeRecursively();
    ui::Settings settings;
    settings.clear();
    settings.setValue(ui::setting::animationSpeed, QStringLiteral("instant"));
    settings.setValue(ui::setting::tutorialSeen, true);
}

// What openWindow waits for after show(). Each suite keeps the wait it was
// written with: tst_window and tst_player wait for the window to become
// active (their key presses and shortcuts go to the active window),
// tst_treewindow and tst_statespace for it to be exposed.
enum class Shown { Active, Exposed };

inline std::unique_ptr<ui::MainWindow> openWindow(const char* spec, Shown until)
{
    auto window = std::make_unique<ui::MainWindow>();
    window->newGame(Variant::parse(spec));
    window->show();
    if (until == Shown::Active && !QTest::qWaitForWindowActive(window.get())) {
        qWarning("the window did not become active");
    }
    if (until == Shown::Exposed && !QTest::qWaitForWindowExposed(window.get())) {
        qWarning("the window was not exposed");
    }
    return window;
}

// Lays out now what Qt would lay out on a later turn of the event loop: Qt
// posts a widget's request to redo its layout as an event, and a layout redone
// may ask its parent's again. Delivers those requests and activates every
// layout under `top` until none has anything left to do, so that a test reads
// the geometry a player sees without waiting any time for it. False if the
// layouts never settle (they would flicker on screen).
inline bool layOut(QWidget* top)
{
    for (int round = 0; round < 100; ++round) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        bool redone = false;
        for (QLayout* layout : top->findChildren<QLayout*>()) {
            redone = layout->activate() || redone;
        }
        if (!redone) {
            return true;
        }
    }
    return false;
}

// Waits until the board's analysis is no longer pending; false on timeout.
inline bool analysed(const ui::MainWindow& window)
{
    return QTest::qWaitFor([&] { return window.model()->analysis() != ui::Analysis::Pending; }, kReadyMs);
}

inline void clickHole(ui::MainWindow& window, int hole)
{
    ui::BoardView* view = window.boardView();
    QTest::mouseClick(view, Qt::LeftButton, {}, view->holeCentre(hole).toPoint());
}

inline void press(ui::MainWindow& window, Qt::Key key, Qt::KeyboardModifiers modifiers = {})
{
    QTest::keyClick(window.boardView(), key, modifiers);
}

// The window's action by object name; a missing one is a broken test, so it
// stops the suite rather than crashing on a null pointer later.
inline QAction* action(const ui::MainWindow& window, const QString& name)
{
    auto* found = window.findChild<QAction*>(name);
    if (!found) {
        qFatal("no action %s", qPrintable(name));
    }
    return found;
}

inline QString text(const Position& position) { return QString::fromStdString(position.text()); }

// The verdict column of the side panel's move list, as shown.
inline QString verdictCell(const ui::MainWindow& window, int row, int role = Qt::DisplayRole)
{
    const QAbstractItemModel* list = window.sidePanel()->moveList()->model();
    return list->data(list->index(row, ui::MoveListModel::VerdictColumn), role).toString();
}

// Replaces a field's text by typing, as a player would: select all, erase,
// type.
inline void typeInto(QLineEdit* field, const QString& typed)
{
    field->selectAll();
    QTest::keyClick(field, Qt::Key_Backspace);
    QTest::keyClicks(field, typed);
}

} // namespace leapfrog::testing
