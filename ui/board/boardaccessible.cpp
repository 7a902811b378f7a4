#include "boardaccessible.h"

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QPointer>
#include <QStringList>

#include <algorithm>
#include <unordered_map>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads BoardAccessibleText::tr).
struct BoardAccessibleText {
    Q_DECLARE_TR_FUNCTIONS(BoardAccessible)
};

QString contentName(Cell cell)
{
    switch (cell) {
    case Cell::Empty: return BoardAccessibleText::tr("empty");
    case Cell::Blue: return BoardAccessibleText::tr("blue peg");
    case Cell::Red: return BoardAccessibleText::tr("red peg");
    case Cell::Yellow: return BoardAccessibleText::tr("yellow peg");
    }
    return BoardAccessibleText::tr("frog %1").arg(frogNumber(cell));
}

// "can jump to 3", "can shift with hole 6 to holes 9 and 10": where the peg
// in `hole` goes by `move` (1-based holes).
QString movePhrase(const PlayableMove& playable, int hole)
{
    const Move move = playable.move;
    switch (playable.shape) {
    case MoveShape::Step: return BoardAccessibleText::tr("can slide to %1").arg(move.to + 1);
    case MoveShape::Jump: return BoardAccessibleText::tr("can jump to %1").arg(move.to + 1);
    case MoveShape::PairShift: {
        const int partner = hole == move.from ? move.from + 1 : move.from;
        return BoardAccessibleText::tr("can shift with hole %1 to holes %2 and %3").arg(partner + 1).arg(move.to + 1).arg(move.to + 2);
    }
    }
    return {};
}

bool movesPeg(const PlayableMove& playable, int hole)
{
    return playable.move.from == hole || (playable.shape == MoveShape::PairShift && playable.move.from + 1 == hole);
}

// One hole of the board: no QObject of its own, so it is registered with
// QAccessible's cache by the board's interface, which deletes it.
class HoleAccessible : public QAccessibleInterface {
public:
    HoleAccessible(BoardView* view, int hole)
        : view_(view)
        , hole_(hole)
    {
    }

    bool isValid() const override { return view_ && hole_ < view_->position().size(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return view_ ? view_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* focusChild() const override { return nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(view_); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    void setText(QAccessible::Text, const QString&) override {}
    QAccessible::Role role() const override { return QAccessible::ListItem; }

    QString text(QAccessible::Text kind) const override
    {
        if (!isValid()) {
            return {};
        }
        if (kind == QAccessible::Name) {
            return holeAccessibleName(view_->position(), view_->playableMoves(), hole_);
        }
        if (kind == QAccessible::Description && isFocused() && view_->announcedHole() == hole_) {
            return view_->announcement(); // said where the focus is, until it moves on
        }
        return {};
    }

    QRect rect() const override
    {
        if (!isValid()) {
            return {};
        }
        const double radius = view_->boardGeometry().holeRadius();
        const QPointF centre = view_->holeCentre(hole_);
        const QRect local = QRectF(centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)).toAlignedRect();
        return QRect(view_->mapToGlobal(local.topLeft()), local.size());
    }

    QAccessible::State state() const override
    {
        QAccessible::State state;
        if (!isValid()) {
            state.invalid = true;
            return state;
        }
        state.focusable = true;
        state.selectable = true;
        state.focused = isFocused();
        state.selected = view_->marks().selected == hole_;
        state.invisible = !view_->isVisible();
        return state;
    }

private:
    bool isFocused() const { return view_->hasFocus() && view_->marks().cursor == hole_; }

    QPointer<BoardView> view_;
    int hole_;
};

class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardView* view)
        : QAccessibleWidget(view, QAccessible::List)
    {
    }

    ~BoardAccessible() override { dropHoles(); }

    // Whether a screen reader has asked for this hole (and may keep what it read).
    bool hasHole(int hole) const { return holes_.contains(hole); }
    bool hasHoles() const { return !holes_.empty(); }

    // The holes' interfaces go: a new board's holes are new objects, which a
    // screen reader reads afresh rather than trust what it kept of the old ones.
    void dropHoles()
    {
        for (const auto& [hole, id] : holes_) {
            QAccessible::deleteAccessibleInterface(id);
        }
        holes_.clear();
    }

    int childCount() const override { return board()->position().size(); }

    QAccessibleInterface* child(int index) const override
    {
        if (index < 0 || index >= childCount()) {
            return nullptr;
        }
        if (const auto found = holes_.find(index); found != holes_.end()) {
            return QAccessible::accessibleInterface(found->second);
        }
        auto* hole = new HoleAccessible(board(), index);
        holes_.emplace(index, QAccessible::registerAccessibleInterface(hole));
        return hole;
    }

    int indexOfChild(const QAccessibleInterface* child) const override
    {
        for (const auto& [hole, id] : holes_) {
            if (QAccessible::accessibleInterface(id) == child) {
                return hole;
            }
        }
        return -1;
    }

    QAccessibleInterface* childAt(int x, int y) const override
    {
        const int hole = board()->holeAt(board()->mapFromGlobal(QPoint(x, y)));
        return hole >= 0 ? child(hole) : nullptr;
    }

    QAccessibleInterface* focusChild() const override
    {
        const int cursor = board()->marks().cursor;
        return board()->hasFocus() && cursor >= 0 ? child(cursor) : nullptr;
    }

    QString text(QAccessible::Text kind) const override
    {
        if (kind == QAccessible::Description) {
            return board()->announcement();
        }
        return QAccessibleWidget::text(kind);
    }

private:
    BoardView* board() const { return static_cast<BoardView*>(widget()); }

    mutable std::unordered_map<int, QAccessible::Id> holes_;
};

QAccessibleInterface* boardFactory(const QString& key, QObject* object)
{
    if (key == QLatin1String(BoardView::staticMetaObject.className())) {
        if (auto* view = qobject_cast<BoardView*>(object)) {
            return new BoardAccessible(view);
        }
    }
    return nullptr;
}

} // namespace

QString holeAccessibleName(const Position& position, const std::vector<PlayableMove>& moves, int hole)
{
    QStringList parts{BoardAccessibleText::tr("hole %1").arg(hole + 1), contentName(position.at(hole))};
    for (const PlayableMove& playable : moves) {
        if (movesPeg(playable, hole)) {
            parts << movePhrase(playable, hole);
        }
    }
    // While the game is played (it has moves), a peg with none says so: the
    // keyboard's square stops on it too, and Enter there moves nothing.
    if (parts.size() == 2 && isPeg(position.at(hole)) && !moves.empty()) {
        parts << BoardAccessibleText::tr("cannot move");
    }
    return parts.join(QStringLiteral(", "));
}

void installBoardAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(&boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

namespace {

void notify(BoardView* view, QAccessible::Event type, int child)
{
    QAccessibleEvent event(view, type);
    if (child >= 0) {
        event.setChild(child);
    }
    QAccessible::updateAccessibility(&event);
    Q_EMIT view->accessibilityNotified(type, child);
}

BoardAccessible* boardInterface(BoardView* view)
{
    return dynamic_cast<BoardAccessible*>(QAccessible::queryAccessibleInterface(view));
}

// The holes whose names differ between two states of the same board: those
// whose contents changed, and those a move before or after starts from.
std::vector<int> renamedHoles(const Position& before, const std::vector<PlayableMove>& movesBefore,
                              const Position& after, const std::vector<PlayableMove>& movesAfter)
{
    std::vector<int> holes;
    for (int hole = 0; hole < after.size(); ++hole) {
        const bool mover = std::ranges::any_of(movesBefore, [hole](const PlayableMove& m) { return movesPeg(m, hole); })
                           || std::ranges::any_of(movesAfter, [hole](const PlayableMove& m) { return movesPeg(m, hole); });
        if (mover || before.at(hole) != after.at(hole)) {
            holes.push_back(hole);
        }
    }
    return holes;
}

} // namespace

void notifyHolesChanged(BoardView* view, const Position& before, const std::vector<PlayableMove>& movesBefore)
{
    BoardAccessible* board = boardInterface(view);
    if (!board || !board->hasHoles() || before.size() != view->position().size()) {
        return; // no screen reader has read a hole: nothing it kept is out of date
    }
    for (const int hole : renamedHoles(before, movesBefore, view->position(), view->playableMoves())) {
        if (board->hasHole(hole)) {
            notify(view, QAccessible::NameChanged, hole);
        }
    }
}

bool notifyBoardLeaving(BoardView* view)
{
    BoardAccessible* board = boardInterface(view);
    if (!board || !board->hasHoles()) {
        return false;
    }
    for (int hole = 0; hole < view->position().size(); ++hole) {
        if (board->hasHole(hole)) {
            notify(view, QAccessible::ObjectDestroyed, hole); // heard as the board's child removed
        }
    }
    board->dropHoles();
    return true;
}

void notifyBoardArrived(BoardView* view, bool holesWereRead)
{
    // A screen reader that read the old holes hears of each new one (Qt's
    // bridge sends ObjectReorder's children with a signature AT-SPI refuses).
    if (holesWereRead && QAccessible::isActive()) {
        for (int hole = 0; hole < view->position().size(); ++hole) {
            notify(view, QAccessible::ObjectCreated, hole);
        }
    }
}

void notifyHoleFocus(BoardView* view, int hole)
{
    if (hole >= 0) {
        notify(view, QAccessible::Focus, hole);
    }
}

void notifyAnnouncementLeft(BoardView* view, int hole)
{
    if (hole >= 0 && hole < view->position().size()) {
        notify(view, QAccessible::DescriptionChanged, hole);
    }
}

void notifyAnnouncement(BoardView* view)
{
    notify(view, QAccessible::DescriptionChanged, -1);
    if (view->announcedHole() >= 0) {
        notify(view, QAccessible::DescriptionChanged, view->announcedHole()); // where the screen reader is
    }
}

} // namespace leapfrog::ui
