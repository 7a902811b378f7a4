#pragma once
// The solution player's controls under the board, shown while a solution is
// watched: the timeline slider with "Move 17 of 35"; first, back,
// play/pause, forward, last; the pace; which solution; "Continue from here"
// and close. While the player looks for or prepares a solution, the slider's
// place shows what it is doing and how far it has got.
#include "timelinescale.h"

#include <QFrame>

#include <array>
#include <vector>

class QBoxLayout;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;
class QStackedWidget;
class QToolButton;

namespace leapfrog::ui {

class SolutionPicker;
class SolutionPlayer;

class PlayerBar : public QFrame {
    Q_OBJECT
public:
    explicit PlayerBar(SolutionPlayer* player, QWidget* parent = nullptr);

    QSlider* timeline() const { return slider_; }
    QSlider* paceSlider() const { return pace_; }
    SolutionPicker* picker() const { return picker_; }
    QToolButton* playButton() const { return play_; }
    // "Move 17 of 35".
    QString moveText() const;

Q_SIGNALS:
    void message(const QString& text);

protected:
    // Space plays and pauses from any control of the bar; Enter presses its buttons.
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    // A group's words changed (a language, a count): its rows again.
    bool event(QEvent* event) override;
    // A theme chosen or the desktop turned dark: the bar's colours follow.
    void changeEvent(QEvent* event) override;

private:
    // The constructor's parts, in order.
    void buildTop();
    void buildControls();
    void connectPlayer();

    void restyle();
    // The controls' four groups (transport, pace, which solution, continue
    // and close) in as few rows as the bar's width holds, in reading order:
    // the bar never widens the window, in any language.
    void arrangeControls();
    // The groups that go on each row at `width`, by their index in groups_.
    // The room between two groups of controls, as the style spaces widgets.
    int groupSpacing() const;
    std::vector<std::vector<int>> rowsFor(int width) const;
    void layRows(const std::vector<std::vector<int>>& rows);
    QToolButton* transportButton(const char* name, const QString& icon, const QString& label, const QString& tip);
    QWidget* createTransport();
    QWidget* createPace();
    void refreshPhase();
    void refreshSolution();
    void refreshPlayhead();
    void refreshPlaying();
    void refreshPace();
    void onSliderMoved(int value);

    SolutionPlayer* player_;
    QStackedWidget* top_;
    QBoxLayout* controls_ = nullptr; // the rows
    // transport, pace, which solution, continue and close: the two first
    // keep to the left of their row, the two last to the right.
    std::array<QWidget*, 4> groups_{};
    QFrame* divider_ = nullptr; // between the transport and the pace, when they share a row
    std::array<QHBoxLayout*, 4> rows_{}; // one a group at most
    std::vector<std::vector<int>> arranged_; // the groups on each row now
    QSlider* slider_;
    QLabel* moveLabel_;
    QLabel* busyLabel_;
    QProgressBar* busy_;
    QToolButton* first_;
    QToolButton* back_;
    QToolButton* play_;
    QToolButton* forward_;
    QToolButton* last_;
    QSlider* pace_;
    QLabel* paceLabel_;
    QLabel* paceDial_ = nullptr; // the pace's icon: a picture, drawn again in a new theme's ink
    SolutionPicker* picker_;
    QPushButton* takeOver_;
    QToolButton* close_;
    TimelineScale scale_;
};

} // namespace leapfrog::ui
