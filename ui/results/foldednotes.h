// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QToolButton;

namespace cm {

// A chart's notes (what a warning mark means, "≈ plain", "not enough
// pairs") under the chart in the window: one line that says how many there
// are and begins the first, opened on request to show them all. Inside the
// chart they took the plot's room on a laptop's screen.
class FoldedNotes : public QWidget
{
    Q_OBJECT
public:
    explicit FoldedNotes(QWidget *parent = nullptr);

    void setLines(const QStringList &lines);
    QStringList lines() const { return m_lines; }
    bool isOpen() const;
    void setOpen(bool open);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateSummary();

    QStringList m_lines;
    QToolButton *m_toggle = nullptr;
    QLabel *m_text = nullptr;
};

} // namespace cm
