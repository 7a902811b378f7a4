#pragma once
// Words in a box of at most a few lines: longer words scroll inside the box.
// Why?'s reason runs to a dozen lines in German; grown to its whole height
// it pushed the card's buttons and the move list out of the panel (the
// newcomer's second look at issue 36). As tall as its words up to its
// lines, a scroll bar of its own past them. Scrolling, it moves by whole
// lines (no line cut in half at its edges) and the keyboard reaches it:
// Tab after the button that opened it, a ring round it while it has the
// focus, then the arrows (the sixth newcomer found half lines and no key).
#include <QScrollArea>

class QLabel;

namespace leapfrog::ui {

class ScrolledWords : public QScrollArea {
public:
    ScrolledWords(int lines, QWidget* parent);

    QLabel* label() const { return label_; }
    void setWords(const QString& text);
    // Whether the words are more than the box shows (it scrolls, Tab stops on it).
    bool scrolls() const { return scrolls_; }

protected:
    bool event(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // The box as tall as the words at its width, up to its lines.
    void fit();
    int lineHeight() const;

    QLabel* label_;
    int lines_;
    bool scrolls_ = false;
};

} // namespace leapfrog::ui
