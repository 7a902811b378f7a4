#pragma once
// The watched solution's notation word, whole, in runs (`S j s JJ S jjj ...`):
// blue moves (S, J) in blue, red moves (s, j) in vermilion, the moves already
// made in full colour and the ones to come faded, the current move's letter
// picked out and kept in view. Clicking a letter goes to that move. Only the
// lines that show are drawn (WordLayout), so a word of millions of letters
// scrolls as lightly as a short one.
#include "playerscrollview.h"
#include "wordlayout.h"

#include <cstdint>
#include <optional>

namespace leapfrog::ui {

class SolutionPlayer;

class WordView : public PlayerScrollView {
    Q_OBJECT
public:
    explicit WordView(SolutionPlayer* player, QWidget* parent = nullptr);

    // The letter drawn at a point of the viewport, if any.
    std::optional<std::uint64_t> letterAt(QPoint point) const;
    // Where letter `index` is drawn in the viewport (possibly outside it).
    QRect letterRect(std::uint64_t index) const;
    const WordLayout& layout() const { return layout_; }
    // The current letter's filled box and the next letter's outline, drawn
    // for the letter in `cell`: inside the cell, so that in a run (JJ) they
    // never cover a neighbour.
    static QRectF currentBox(const QRectF& cell) { return cell.adjusted(0.5, 0, -0.5, 0); }
    static QRectF nextOutline(const QRectF& cell) { return cell.adjusted(1.2, 0.7, -1.2, -0.7); }
    // The colours of letters already played and still to come, on `paper`
    // (the view's light paper unless told).
    static QColor pastColour(char letter, const QColor& paper = WordView::paper());
    static QColor futureColour(char letter, const QColor& paper = WordView::paper());
    // The view's paper in a light window; in a dark one, `palette`'s base.
    static QColor paper();
    static QColor paper(const QPalette& palette);
    // A move without a letter shows as a dot.
    static QString shownLetter(char letter);

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    std::optional<std::uint64_t> positionAt(QPoint point) const override;
    bool viewportEvent(QEvent* event) override;

private:
    void relayout();
    void followPlayhead();
    int lineHeight() const;
    int cellWidth() const;
    void paintLine(QPainter& painter, std::uint64_t line, int y);

    WordLayout layout_;
    std::uint64_t firstLine_ = 0; // the scroll bar's value, as a line
};

} // namespace leapfrog::ui
