#pragma once
// Words in a box of at most a few lines: longer words scroll inside the box.
// Why?'s reason runs to a dozen lines in German; grown to its whole height
// it pushed the card's buttons and the move list out of the panel (the
// newcomer's second look at issue 36). As tall as its words up to its
// lines, a scroll bar of its own past them; the keyboard reaches it (Tab,
// then the arrows) only while it has more than it shows.
#include <QScrollArea>

class QLabel;

namespace leapfrog::ui {

class ScrolledWords : public QScrollArea {
public:
    ScrolledWords(int lines, QWidget* parent);

    QLabel* label() const { return label_; }
    void setWords(const QString& text);

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // The box as tall as the words at its width, up to its lines.
    void fit();

    QLabel* label_;
    int lines_;
};

} // namespace leapfrog::ui
