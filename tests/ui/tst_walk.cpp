// The window keeps its shape through any sequence of actions (issue 36): a
// seeded random walk of a player's actions over the real main window (moves
// and mistakes by clicks and keys, hint, Why?, Undo and Redo, the solution
// player opened, stepped and closed, the tutorial, the Size and Variant
// menus, a game ID, a challenge, a move looked back at, the dock resized and
// undocked, the window resized, the language switched as a restart does),
// with window_invariants.h's invariants checked after every action. A walk
// that breaks one is shrunk to the shortest sequence that still breaks it,
// and the failure prints the seed and that sequence, each action in words.
//
// The suite walks in English, German, French and Chinese on a 1024 x 768
// screen; `tst_walk_scale2` runs it at QT_SCALE_FACTOR=2 on 2048 x 1536 (the
// same 1024 x 768 of logical pixels). LEAPFROG_WALK_STEPS sets the actions
// per language (default 70), LEAPFROG_WALK_SEED the seed: a longer walk on
// demand, e.g. LEAPFROG_WALK_STEPS=2000 LEAPFROG_WALK_SEED=7 build/tests/tst_walk.
#include "board/banner.h"
#include "board/boardview.h"
#include "language/language.h"
#include "panels/sidepanel.h"
#include "play/gamemodel.h"
#include "solutions/solutionplayer.h"
#include "tutorial/tutorial.h"
#include "window/mainwindow.h"
#include "window_driver.h"
#include "window_invariants.h"
#include "walk_screen.h"

#include "background/backgroundwork.h"

#include <QDialog>
#include <QDockWidget>
#include <QFrame>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <QToolButton>

#include <optional>
#include <vector>

using namespace leapfrog;
using namespace leapfrog::ui;
using namespace leapfrog::testing;

namespace {

// The player's actions. Each carries a number drawn with it (which hole,
// which size, how wide), read modulo what the state offers when it runs, so
// that any action applies in any state and a walk replays the same.
enum class Kind {
    ClickHole,
    Key,
    Hint,
    Undo,
    Redo,
    Why,
    PlaySolution,
    StepSolution,
    Escape,
    Tutorial,
    SkipTutorial,
    Size,
    Variant,
    GameId,
    Challenge,
    LookBack,
    NewGame,
    DockWidth,
    DockFloat,
    WindowSize,
    Language,
};

struct Step {
    Kind kind;
    int value;
};

// How often each action comes: moves most, the rarer menus less.
struct Weighted {
    Kind kind;
    int weight;
};
constexpr Weighted kWeights[] = {
    {Kind::ClickHole, 14}, {Kind::Key, 8},        {Kind::Hint, 4},         {Kind::Undo, 5},       {Kind::Redo, 3},
    {Kind::Why, 4},        {Kind::PlaySolution, 3}, {Kind::StepSolution, 3}, {Kind::Escape, 4},   {Kind::Tutorial, 2},
    {Kind::SkipTutorial, 2}, {Kind::Size, 3},     {Kind::Variant, 2},      {Kind::GameId, 2},     {Kind::Challenge, 1},
    {Kind::LookBack, 2},   {Kind::NewGame, 2},    {Kind::DockWidth, 2},    {Kind::DockFloat, 1},  {Kind::WindowSize, 2},
    {Kind::Language, 1},
};

const Qt::Key kKeys[] = {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_Return, Qt::Key_Space, Qt::Key_Tab};
const char* const kKeyNames[] = {"Left", "Right", "Up", "Down", "Return", "Space", "Tab"};
const char* const kGameIds[] = {"classic:3", "classic:3@BB_RRRX", "frogs:3", "strict:2", "classic:2x3", "pairs:3"};
const Family kFamilies[] = {Family::Classic, Family::Strict, Family::Pairs, Family::Dudeney};
// Sizes a player can drag the window to on the screen (it opens at 36,44
// offscreen), and an empty size for maximised.
const QSize kWindowSizes[] = {{800, 600}, {640, 480}, {900, 650}, {}};
const char* const kLanguages[] = {"en", "de", "fr", "zh_CN"};

std::vector<Step> randomWalk(quint64 seed, int length)
{
    QRandomGenerator random(seed);
    int total = 0;
    for (const Weighted& weighted : kWeights) {
        total += weighted.weight;
    }
    std::vector<Step> walk;
    for (int i = 0; i < length; ++i) {
        int draw = static_cast<int>(random.bounded(total));
        Kind kind = kWeights[0].kind;
        for (const Weighted& weighted : kWeights) {
            if (draw < weighted.weight) {
                kind = weighted.kind;
                break;
            }
            draw -= weighted.weight;
        }
        walk.push_back({kind, static_cast<int>(random.bounded(1000))});
    }
    return walk;
}

QString said(const Step& step)
{
    const int v = step.value;
    switch (step.kind) {
    case Kind::ClickHole: return QStringLiteral("click hole %1 mod n, counted from 0").arg(v);
    case Kind::Key: return QStringLiteral("key %1").arg(QLatin1String(kKeyNames[v % std::size(kKeys)]));
    case Kind::Hint: return QStringLiteral("H");
    case Kind::Undo: return QStringLiteral("Ctrl+Z");
    case Kind::Redo: return QStringLiteral("Ctrl+Shift+Z");
    case Kind::Why: return QStringLiteral("click Why?");
    case Kind::PlaySolution: return QStringLiteral("Ctrl+Shift+H");
    case Kind::StepSolution: return QStringLiteral("Right (step the solution)");
    case Kind::Escape: return QStringLiteral("Esc");
    case Kind::Tutorial: return QStringLiteral("Help > Tutorial");
    case Kind::SkipTutorial: return QStringLiteral("click Skip tutorial");
    case Kind::Size: return QStringLiteral("Size menu, preset %1 (mod the small presets)").arg(v);
    case Kind::Variant: return QStringLiteral("Variant menu, family %1").arg(static_cast<int>(kFamilies[v % std::size(kFamilies)]));
    case Kind::GameId: return QStringLiteral("Game > Enter game ID: %1, Return").arg(QLatin1String(kGameIds[v % std::size(kGameIds)]));
    case Kind::Challenge: return QStringLiteral("Game > Challenge..., Return");
    case Kind::LookBack: return QStringLiteral("click move %1 of the list (mod its rows)").arg(v);
    case Kind::NewGame: return QStringLiteral("Ctrl+N");
    case Kind::DockWidth: return QStringLiteral("dock %1 px wide").arg(180 + v % 320);
    case Kind::DockFloat: return QStringLiteral("dock floated or docked again");
    case Kind::WindowSize: {
        const QSize size = kWindowSizes[v % std::size(kWindowSizes)];
        return size.isEmpty() ? QStringLiteral("window maximised")
                              : QStringLiteral("window resized to %1x%2").arg(size.width()).arg(size.height());
    }
    case Kind::Language: return QStringLiteral("language switched (the window started again)");
    }
    return {};
}

QString saidWalk(const std::vector<Step>& walk)
{
    QStringList lines;
    for (std::size_t i = 0; i < walk.size(); ++i) {
        lines << QStringLiteral("  %1. %2").arg(i + 1).arg(said(walk[i]));
    }
    return lines.join(QLatin1Char('\n'));
}

// Everything an action set going has finished: the board analysed, the
// searches and the challenge done, the layouts settled. A solution is paused
// where it stands, so that each step sees a still board.
void settleWindow(MainWindow& window)
{
    const bool settled = QTest::qWaitFor(
        [&window] {
            for (const BackgroundWork* work : window.findChildren<BackgroundWork*>()) {
                if (work->busy()) {
                    return false;
                }
            }
            return window.model()->analysis() != Analysis::Pending;
        },
        kReadyMs);
    if (!settled) {
        qWarning("the window's work did not end within %d ms", kReadyMs);
    }
    if (window.player()->isPlaying()) {
        window.player()->pause();
    }
    for (int round = 0; round < 2; ++round) {
        QCoreApplication::processEvents();
        layOut(&window);
    }
}

// One walk on one window, from fresh settings in `language`.
class Walker {
public:
    // (Each walk from fresh settings: a replay while shrinking, too.)
    Walker(const QString& language, bool focus) : language_(language), focus_(focus)
    {
        resetSettings();
        open();
    }

    // Runs `walk`; the first invariant broken and after which step (0: the window as it opened).
    std::optional<std::pair<std::size_t, Broken>> run(const std::vector<Step>& walk)
    {
        if (auto broken = check()) {
            return std::pair{std::size_t{0}, *broken};
        }
        for (std::size_t i = 0; i < walk.size(); ++i) {
            act(walk[i]);
            if (auto broken = check()) {
                return std::pair{i + 1, *broken};
            }
        }
        return std::nullopt;
    }

private:
    void open()
    {
        installLanguage(language_);
        window_ = std::make_unique<MainWindow>();
        window_->show();
        window_->activateWindow();
        if (!QTest::qWaitForWindowActive(window_.get())) {
            qWarning("the window did not become active");
        }
        settle();
    }

    QKeySequence shortcut(const char* name) const { return action(*window_, QLatin1String(name))->shortcut(); }

    // Keys go where the keyboard is, as a player's do.
    QWidget* keyTarget() const
    {
        QWidget* focus = QApplication::focusWidget();
        return focus ? focus : window_.get();
    }

    void keys(const QKeySequence& sequence) { QTest::keySequence(keyTarget(), sequence); }

    void settle() { settleWindow(*window_); }

    QDockWidget* dock() const { return window_->findChild<QDockWidget*>(QStringLiteral("sidePanelDock")); }

    // A dialog closed: the window manager gives the window the keyboard
    // again (the offscreen platform leaves no window active).
    void reactivate()
    {
        window_->activateWindow();
        if (!QTest::qWaitForWindowActive(window_.get())) {
            qWarning("the window did not become active again");
        }
    }

    void act(const Step& step);
    void enterGameId(const char* id);
    void acceptChallenge();
    void chooseSize(int value);
    void lookBack(int value);
    void switchLanguage();

    std::optional<Broken> check() { return brokenInvariant(window_.get(), focus_); }

    QString language_;
    bool focus_;
    std::unique_ptr<MainWindow> window_;
};

void Walker::act(const Step& step)
{
    const int v = step.value;
    switch (step.kind) {
    case Kind::ClickHole:
        clickHole(*window_, v % window_->model()->variant().board().holeCount());
        break;
    case Kind::Key: QTest::keyClick(keyTarget(), kKeys[v % std::size(kKeys)]); break;
    case Kind::Hint: keys(shortcut("hint")); break;
    case Kind::Undo: keys(shortcut("undo")); break;
    case Kind::Redo: keys(shortcut("redo")); break;
    case Kind::Why:
        if (auto* why = window_->sidePanel()->findChild<QToolButton*>(QStringLiteral("whyButton")); why->isVisible()) {
            QTest::mouseClick(why, Qt::LeftButton);
        }
        break;
    case Kind::PlaySolution: keys(shortcut("playSolution")); break;
    case Kind::StepSolution: QTest::keyClick(keyTarget(), Qt::Key_Right); break;
    case Kind::Escape: QTest::keyClick(keyTarget(), Qt::Key_Escape); break;
    case Kind::Tutorial: action(*window_, QStringLiteral("tutorial"))->trigger(); break;
    case Kind::SkipTutorial:
        if (auto* skip = window_->findChild<QPushButton*>(QStringLiteral("tutorialSkip")); skip && skip->isVisible()) {
            QTest::mouseClick(skip, Qt::LeftButton);
        }
        break;
    case Kind::Size: chooseSize(v); break;
    case Kind::Variant:
        action(*window_, QStringLiteral("family%1").arg(static_cast<int>(kFamilies[v % std::size(kFamilies)])))->trigger();
        break;
    case Kind::GameId: enterGameId(kGameIds[v % std::size(kGameIds)]); break;
    case Kind::Challenge: acceptChallenge(); break;
    case Kind::LookBack: lookBack(v); break;
    case Kind::NewGame: keys(shortcut("newGame")); break;
    case Kind::DockWidth: window_->resizeDocks({dock()}, {180 + v % 320}, Qt::Horizontal); break;
    case Kind::DockFloat:
        dock()->setFloating(!dock()->isFloating());
        if (!dock()->isFloating()) {
            reactivate(); // the floating panel went: the window manager activates the window
        }
        break;
    case Kind::WindowSize:
        if (const QSize size = kWindowSizes[v % std::size(kWindowSizes)]; size.isEmpty()) {
            window_->showMaximized();
        } else {
            window_->showNormal();
            window_->resize(size);
        }
        break;
    case Kind::Language: switchLanguage(); break;
    }
    settle();
}

// The dialog as a player uses it: the ID typed, Return; a refused ID keeps
// the dialog open with its reason, and Esc closes it.
void Walker::enterGameId(const char* id)
{
    action(*window_, QStringLiteral("enterGameId"))->trigger();
    // (Guarded: the dialog deletes itself once it closes.)
    QPointer<QDialog> dialog = window_->findChild<QDialog*>(QStringLiteral("gameIdDialog"));
    QPointer<QLineEdit> field = dialog ? dialog->findChild<QLineEdit*>(QStringLiteral("gameIdField")) : nullptr;
    if (!field) {
        qFatal("no game ID dialog");
    }
    typeInto(field, QString::fromLatin1(id));
    QTest::keyClick(field, Qt::Key_Return);
    QCoreApplication::processEvents();
    if (dialog && field && dialog->isVisible()) {
        if (auto broken = check()) {
            qWarning("in the game ID dialog: %s", qPrintable(broken->detail));
        }
        QTest::keyClick(field, Qt::Key_Escape);
    }
    if (!QTest::qWaitFor([this] { return !window_->findChild<QDialog*>(QStringLiteral("gameIdDialog")); }, 1000)) {
        qWarning("the game ID dialog stayed open");
    }
    reactivate();
}

void Walker::acceptChallenge()
{
    action(*window_, QStringLiteral("challenge"))->trigger();
    QPointer<QDialog> dialog = window_->findChild<QDialog*>(QStringLiteral("challengeDialog"));
    if (!dialog) {
        qFatal("no challenge dialog");
    }
    QTest::keyClick(dialog, Qt::Key_Return);
    if (dialog && dialog->isVisible()) {
        dialog->reject();
    }
    if (!QTest::qWaitFor([this] { return !window_->findChild<QDialog*>(QStringLiteral("challengeDialog")); }, 1000)) {
        qWarning("the challenge dialog stayed open");
    }
    reactivate();
}

// A preset of the Size menu of up to 7 holes a side (the suite stays quick).
void Walker::chooseSize(int value)
{
    QList<QAction*> presets;
    for (QAction* preset : window_->findChildren<QAction*>()) {
        if (preset->objectName().startsWith(QStringLiteral("size-")) && preset->isVisible()
            && Variant::parse(preset->data().toString().toStdString()).board().holeCount() <= 15) {
            presets << preset;
        }
    }
    std::ranges::sort(presets, {}, [](const QAction* preset) { return preset->objectName(); });
    if (!presets.isEmpty()) {
        presets[value % presets.size()]->trigger();
    }
}

void Walker::lookBack(int value)
{
    QTableView* list = window_->sidePanel()->moveList();
    const int rows = list->model()->rowCount();
    if (rows > 0 && list->isVisible()) {
        const QModelIndex row = list->model()->index(value % rows, 1);
        list->scrollTo(row);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(row).center());
    }
}

// The language is spoken from the next start: the window closes (keeping
// its session) and opens again in the next language.
void Walker::switchLanguage()
{
    const auto at = std::ranges::find(kLanguages, language_);
    language_ = QLatin1String(kLanguages[(at == std::end(kLanguages) ? 0 : at - std::begin(kLanguages) + 1) % std::size(kLanguages)]);
    window_->close();
    window_.reset();
    open();
}

// The walk shortened while it still breaks `invariant`: halves, quarters...
// of it dropped, then single actions, within a bound on the replays.
std::vector<Step> shrink(std::vector<Step> walk, const QString& language, bool focus, const QString& invariant)
{
    int replays = 0;
    const auto stillFails = [&](const std::vector<Step>& candidate) {
        ++replays;
        Walker walker(language, focus);
        const auto broken = walker.run(candidate);
        return broken && broken->second.invariant == invariant;
    };
    for (std::size_t chunk = std::max<std::size_t>(walk.size() / 2, 1); chunk >= 1 && replays < 200; chunk /= 2) {
        for (std::size_t start = 0; start + chunk <= walk.size() && replays < 200;) {
            std::vector<Step> shorter(walk.begin(), walk.begin() + static_cast<std::ptrdiff_t>(start));
            shorter.insert(shorter.end(), walk.begin() + static_cast<std::ptrdiff_t>(start + chunk), walk.end());
            if (stillFails(shorter)) {
                walk = std::move(shorter);
            } else {
                start += chunk;
            }
        }
        if (chunk == 1) {
            break;
        }
    }
    return walk;
}

int envNumber(const char* name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok ? value : fallback;
}

} // namespace

class WalkTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void walkKeepsTheWindowsShape_data();
    void walkKeepsTheWindowsShape();
    void panelKeepsTheDocksWidth_data();
    void panelKeepsTheDocksWidth();
    void whyOpensOneCard();
    void floatingPanelStaysOnScreen();
    void solutionAndEscapeKeepTheShape_data();
    void solutionAndEscapeKeepTheShape();
    void cardsAsTallAsTheirWords_data();
    void cardsAsTallAsTheirWords();
    void aCardsBlankBandIsSeen();
    void playerBarFitsANarrowBoard_data();
    void playerBarFitsANarrowBoard();
};

// tst_walk and tst_walk_scale2 run this program at once under ctest's
// --parallel: each keeps its own settings and records, or one's reset
// empties the other's.
void WalkTest::initTestCase()
{
    useTestSettings(qEnvironmentVariableIntValue("QT_SCALE_FACTOR") == 2 ? QStringLiteral("tst_walk_scale2")
                                                                          : QStringLiteral("tst_walk"));
}

void WalkTest::init() { resetSettings(); }

void WalkTest::cleanup() { installLanguage(QStringLiteral("en")); }

void WalkTest::walkKeepsTheWindowsShape_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<quint64>("seed");
    const quint64 seed = static_cast<quint64>(envNumber("LEAPFROG_WALK_SEED", 36));
    for (std::size_t i = 0; i < std::size(kLanguages); ++i) {
        QTest::addRow("%s", kLanguages[i]) << QString::fromLatin1(kLanguages[i]) << seed + i;
    }
}

void WalkTest::walkKeepsTheWindowsShape()
{
    QFETCH(QString, language);
    QFETCH(quint64, seed);
    const bool focus = true;
    const std::vector<Step> walk = randomWalk(seed, envNumber("LEAPFROG_WALK_STEPS", 70));
    std::optional<std::pair<std::size_t, Broken>> broken;
    {
        Walker walker(language, focus);
        broken = walker.run(walk);
    }
    if (!broken) {
        return;
    }
    const std::vector<Step> failing(walk.begin(), walk.begin() + static_cast<std::ptrdiff_t>(broken->first));
    resetSettings();
    const std::vector<Step> shortest = shrink(failing, language, focus, broken->second.invariant);
    resetSettings();
    Walker walker(language, focus);
    const auto again = walker.run(shortest);
    QFAIL(qPrintable(QStringLiteral("seed %1, %2, 1024 x 768 at scale %3: after %4 actions, shrunk from %5:\n%6\n%7: %8")
                         .arg(seed)
                         .arg(language)
                         .arg(qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1")))
                         .arg(shortest.size())
                         .arg(broken->first)
                         .arg(saidWalk(shortest))
                         .arg(again ? again->second.invariant : broken->second.invariant)
                         .arg(again ? again->second.detail : broken->second.detail)));
}

namespace {

// The side panel's and the solution panel's widgets inside the dock, none
// of their labels cut; `when` names the moment in the failure.
QString shapeBroken(MainWindow& window, const char* when)
{
    settleWindow(window);
    for (const auto& check : {outsideParent, cutLabel, emptyBand}) {
        if (auto broken = check(&window)) {
            return QStringLiteral("%1: %2: %3").arg(QLatin1String(when), broken->invariant, broken->detail);
        }
    }
    return {};
}

bool openSolution(MainWindow& window)
{
    QTest::keySequence(window.boardView(), action(window, QStringLiteral("playSolution"))->shortcut());
    return QTest::qWaitFor([&] { return window.player()->isReady(); }, kReadyMs);
}

QToolButton* whyButton(const MainWindow& window)
{
    return window.sidePanel()->findChild<QToolButton*>(QStringLiteral("whyButton"));
}

} // namespace

void WalkTest::panelKeepsTheDocksWidth_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : kLanguages) {
        QTest::addRow("%s", language) << QString::fromLatin1(language);
    }
}

// Point 1 of issue 36, as its player saw it at 1024 x 768: a mistake, the
// solution player (its heading, notation title and "By" column), Esc; then
// the card of the game, a hint, Undo and Redo, a new board and the tutorial,
// each laid out within the dock.
void WalkTest::panelKeepsTheDocksWidth()
{
    QFETCH(QString, language);
    installLanguage(language);
    auto window = openWindow("classic:3", Shown::Active);
    window->resize(1024, 768);
    QVERIFY(analysed(*window));
    clickHole(*window, 2); // peg 3: 3-4
    clickHole(*window, 1); // peg 2: 2-3, a mistake
    QCOMPARE(window->model()->game().movesMade(), 2);
    QVERIFY(openSolution(*window));
    QVERIFY(window->player()->ownMoves() > 0); // the title that reads "your moves underlined"
    QString broken = shapeBroken(*window, "the solution player");
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
    QTest::keyClick(window->boardView(), Qt::Key_Escape);
    QVERIFY(!window->player()->isWatching());
    broken = shapeBroken(*window, "after Esc");
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
    const std::pair<const char*, const char*> then[] = {
        {"hint", "after a hint"}, {"undo", "after Undo"}, {"redo", "after Redo"}, {"newGame", "after a new game"}};
    for (const auto& [name, when] : then) {
        QTest::keySequence(window->boardView(), action(*window, QLatin1String(name))->shortcut());
        broken = shapeBroken(*window, when);
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
    }
    action(*window, QStringLiteral("tutorial"))->trigger();
    broken = shapeBroken(*window, "in the tutorial");
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
    QVERIFY(window->sidePanel()->moveList()->isVisible());
}

// Point 2: Why? opens the reason of one card; the next card (another move,
// an Undo, a new game) starts closed.
void WalkTest::whyOpensOneCard()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    clickHole(*window, 2); // 3-4
    clickHole(*window, 1); // 2-3: a mistake, with the improper board as its reason
    settleWindow(*window);
    QToolButton* why = whyButton(*window);
    auto* reason = window->sidePanel()->findChild<QLabel*>(QStringLiteral("verdictWhy"));
    QVERIFY(why->isVisible());
    QVERIFY(!reason->isVisible());
    QTest::mouseClick(why, Qt::LeftButton);
    QVERIFY(reason->isVisible());
    const QString opened = reason->text();
    // The next card: another move (1-2).
    clickHole(*window, 0);
    settleWindow(*window);
    QVERIFY2(!reason->isVisible(), qPrintable(reason->text()));
    QVERIFY(!why->isChecked());
    // Back on the card of the mistake (Undo): closed too, until asked again.
    QTest::keySequence(window->boardView(), QKeySequence::Undo);
    settleWindow(*window);
    QCOMPARE(reason->text(), opened);
    QVERIFY(!reason->isVisible());
    QTest::mouseClick(why, Qt::LeftButton);
    QVERIFY(reason->isVisible());
    QTest::keySequence(window->boardView(), QKeySequence::New);
    settleWindow(*window);
    clickHole(*window, 2);
    clickHole(*window, 1);
    settleWindow(*window);
    QVERIFY(why->isVisible());
    QVERIFY(!reason->isVisible());
}

// The walk's seed 36 (en, 1024 x 768): the panel floated at the screen's
// right edge, then the solution opened, whose panel is wider; the floating
// dock grew past the edge. It comes back inside the screen, whole.
void WalkTest::floatingPanelStaysOnScreen()
{
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("sidePanelDock"));
    dock->setFloating(true);
    settleWindow(*window);
    // As narrow as it goes (its width as floated follows the first card's
    // words): the solution's panel then needs it wider.
    dock->resize(dock->minimumSizeHint().width(), dock->height());
    settleWindow(*window);
    const QRect screen = dock->screen()->availableGeometry();
    dock->move(screen.right() - dock->frameGeometry().width() + 1, screen.top() + 40);
    settleWindow(*window);
    QVERIFY(screen.contains(dock->frameGeometry()));
    const int before = dock->width();
    clickHole(*window, 2); // 3-4
    clickHole(*window, 1); // 2-3, a mistake
    QTest::keySequence(window->boardView(), QKeySequence(QStringLiteral("Ctrl+Shift+H")));
    settleWindow(*window);
    QVERIFY(window->player()->isWatching());
    // The floating dock takes its new size from the platform, on a later turn
    // of the event loop on a busy machine.
    QVERIFY2(QTest::qWaitFor([&] { return dock->width() > before; }, kReadyMs),
             qPrintable(QStringLiteral("the solution's panel no longer widens the dock (%1 px, %2 before): this test "
                                       "needs another way to grow it")
                            .arg(dock->width())
                            .arg(before)));
    settleWindow(*window);
    const std::optional<Broken> broken = offScreen(window.get());
    QVERIFY2(!broken, broken ? qPrintable(broken->detail) : "");
}

void WalkTest::solutionAndEscapeKeepTheShape_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : kLanguages) {
        QTest::addRow("%s", language) << QString::fromLatin1(language);
    }
}

// The newcomer's report: after the solution and Esc the panel was wider and
// the board smaller than before. The mistake of point 1 (3-4, 2-3), the
// solution opened by its keys and closed by Esc: the panel and the board are
// as they were.
void WalkTest::solutionAndEscapeKeepTheShape()
{
    QFETCH(QString, language);
    installLanguage(language);
    auto window = openWindow("classic:3", Shown::Active);
    window->resize(1024, 768);
    QVERIFY(analysed(*window));
    clickHole(*window, 2);
    clickHole(*window, 1);
    settleWindow(*window);
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("sidePanelDock"));
    const QSize panel = dock->size();
    const QSize board = window->boardView()->size();
    QTest::keySequence(window->boardView(), QKeySequence(QStringLiteral("Ctrl+Shift+H")));
    settleWindow(*window);
    QVERIFY(window->player()->isWatching());
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window->boardView(), Qt::Key_Escape);
    settleWindow(*window);
    QVERIFY(!window->player()->isWatching());
    QCOMPARE(dock->size(), panel);
    QCOMPARE(window->boardView()->size(), board);
}

// The band check sees more than labels (the newcomer's point 7): a card
// whose children leave a blank stretch taller than a line (a child hidden
// with its room kept, a card given more height than its words) breaks it;
// the same card as tall as its words does not.
void WalkTest::aCardsBlankBandIsSeen()
{
    QWidget top;
    top.resize(400, 400);
    auto* card = new QFrame(&top);
    card->setObjectName(QStringLiteral("testCard"));
    auto* words = new QLabel(QStringLiteral("A card's words"), card);
    words->adjustSize();
    card->setGeometry(0, 0, 300, words->height());
    top.show();
    QVERIFY(QTest::qWaitForWindowExposed(&top));
    QVERIFY(!blankCardBand(&top));
    card->resize(300, words->height() + 6 * words->fontMetrics().lineSpacing());
    const std::optional<Broken> band = blankCardBand(&top);
    QVERIFY(band);
    QCOMPARE(band->invariant, QStringLiteral("band"));
}

void WalkTest::cardsAsTallAsTheirWords_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : kLanguages) {
        QTest::addRow("%s", language) << QString::fromLatin1(language);
    }
}

// Point 2: a card is as tall as its words. The scholar's reason opened on a
// mistake, then the cards that follow (a hint, the review of the move, the
// first move's card after Undo) have no empty band, and the move list stays
// in sight.
void WalkTest::cardsAsTallAsTheirWords()
{
    QFETCH(QString, language);
    installLanguage(language);
    auto window = openWindow("classic:3", Shown::Active);
    window->resize(1024, 768);
    QVERIFY(analysed(*window));
    clickHole(*window, 2);
    clickHole(*window, 1);
    settleWindow(*window);
    QTest::mouseClick(whyButton(*window), Qt::LeftButton);
    QString broken = shapeBroken(*window, "the reason opened");
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
    const std::pair<const char*, const char*> then[] = {{"hint", "the hint's card"}, {"undo", "after Undo"},
                                                        {"undo", "after a second Undo"}, {"redo", "after Redo"}};
    for (const auto& [name, when] : then) {
        QTest::keySequence(window->boardView(), action(*window, QLatin1String(name))->shortcut());
        broken = shapeBroken(*window, when);
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
        // The cards that follow start with their reason closed: the panel
        // fits without scrolling, the move list in sight.
        const auto* scroller = window->findChild<QScrollArea*>(QStringLiteral("panelScroller"));
        QVERIFY2(scroller->verticalScrollBar()->maximum() == 0,
                 qPrintable(QStringLiteral("%1: the panel scrolls by %2 px")
                                .arg(QLatin1String(when))
                                .arg(scroller->verticalScrollBar()->maximum())));
        const QTableView* list = window->sidePanel()->moveList();
        QVERIFY2(list->isVisible() && list->height() >= list->minimumHeight(), when);
    }
}

void WalkTest::playerBarFitsANarrowBoard_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    for (const char* language : kLanguages) {
        for (const int width : {496, 480}) {
            QTest::addRow("%s %d", language, width) << QString::fromLatin1(language) << width;
        }
    }
}

// The long walk's find (LEAPFROG_WALK_STEPS=250, seed 12): the solution
// opened beside a wide docked panel in an 800 x 600 window left the board's
// area 496 px wide, and the bar's controls, in one or two rows whatever the
// width, needed 510 (German) and ran past it. They now take as many rows as
// the width needs. Here the board's area is made that narrow with the panel
// closed, down to the window's least width.
void WalkTest::playerBarFitsANarrowBoard()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    installLanguage(language);
    auto window = openWindow("classic:3", Shown::Active);
    QVERIFY(analysed(*window));
    QTest::keySequence(window->boardView(), QKeySequence(QStringLiteral("Ctrl+Shift+H")));
    QTRY_VERIFY_WITH_TIMEOUT(window->player()->isReady(), kReadyMs);
    window->findChild<QDockWidget*>(QStringLiteral("sidePanelDock"))->hide();
    window->resize(width, 600);
    settleWindow(*window);
    const QWidget* board = window->centralWidget();
    QCOMPARE(board->width(), width);
    if (const std::optional<Broken> broken = outsideParent(window.get())) {
        QFAIL(qPrintable(broken->detail));
    }
}

int main(int argc, char** argv) { return runOnWalkScreen<WalkTest>(argc, argv); }

#include "tst_walk.moc"
