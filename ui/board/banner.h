#pragma once
// A message that floats over the top of the board without blocking it: the
// celebration of a solved game, the news that the game is stuck, or why a
// file could not be opened. Buttons act (New game, Undo); the cross closes.
#include "boardstyle.h"

#include "cardframe.h"
#include <QIcon>
#include <QList>

class QAction;
class QHBoxLayout;
class QLabel;
class QPropertyAnimation;

namespace leapfrog::ui {

class Banner : public CardFrame {
    Q_OBJECT
public:
    enum class Tone { Success, Neutral, Warning };

    explicit Banner(QWidget* parent);

    void present(Tone tone, const QIcon& icon, const QString& title, const QString& detail,
                 const QList<QAction*>& actions = {});
    void dismiss();
    bool isPresented() const { return presented_; }
    QString title() const;
    QString detail() const;

    // Keeps the banner at the top centre of its parent, as tall as its text needs.
    void place();

protected:
    bool event(QEvent* event) override;

private:
    void restyle();

    Tone tone_ = Tone::Neutral;
    QLabel* icon_;
    QLabel* title_;
    QLabel* detail_;
    QHBoxLayout* buttons_;
    QPropertyAnimation* fade_;
    bool presented_ = false;
};

// The board's place in the window: the board view in a scroll area (large
// boards scroll) with the banner floating above it.
class BoardArea : public QWidget {
    Q_OBJECT
public:
    explicit BoardArea(QWidget* board, QWidget* parent = nullptr);
    Banner* banner() const { return banner_; }
    // Under a board too long for the window (nullptr for another widget).
    class OverviewStrip* overview() const { return overview_; }

    // The board is laid out above `card` while it shows (the tutorial's card
    // near the bottom): it speaks of the pegs and numbers it would cover.
    void keepBoardAbove(QWidget* card);

    // At least as tall as a card shown over the board (the banner, the
    // tutorial's card) and its margins: a short window (the solution's bar
    // and the panel under the board) never cuts a card off.
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void childEvent(QChildEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showTable(BoardLook look);
    // The cards over the board: children outside the layout.
    bool isOverlay(const QObject* child) const;

    // Tells the board how much of it the card kept clear of covers.
    void updateCoveredBottom();

    QWidget* scroll_ = nullptr; // (children's events come while it is made)
    Banner* banner_ = nullptr;
    QWidget* cardBelow_ = nullptr;      // a child: it goes with the area
    QWidget* boardUnderCard_ = nullptr; // the scroll area's board, once a card is kept clear of
    class OverviewStrip* overview_ = nullptr;
};

} // namespace leapfrog::ui
