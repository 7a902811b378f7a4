#pragma once
// Help > How to play: the goal and the rules of the board being played, how
// to move with the mouse and the keyboard, and what the verdicts mean.
#include "model/variant.h"

#include <QDialog>

class QTextBrowser;

namespace leapfrog::ui {

QString howToPlayHtml(const Variant& variant);
// Help's sentence on what the solution player's count counts on `variant`.
QString solutionCountHtml(const Variant& variant);

class HowToPlayDialog : public QDialog {
    Q_OBJECT
public:
    explicit HowToPlayDialog(QWidget* parent = nullptr);
    void setVariant(const Variant& variant);
    QString text() const;

private:
    QTextBrowser* browser_;
};

} // namespace leapfrog::ui
