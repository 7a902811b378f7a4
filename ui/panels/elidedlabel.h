#pragma once
// A one-line title that never widens its panel: when the panel is narrower
// than the text, the text ends in "…" and the whole of it is the tooltip.
#include <QLabel>

namespace leapfrog::ui {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setFullText(const QString& text);
    const QString& fullText() const { return full_; }
    bool isElided() const { return text() != full_; }
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elide();

    QString full_;
};

} // namespace leapfrog::ui
