// SPDX-License-Identifier: GPL-3.0-or-later
#include "foldednotes.h"

#include "uiutil/plaintext.h"

#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace cm {

FoldedNotes::FoldedNotes(QWidget *parent)
    : QWidget(parent)
{
    m_toggle = new QToolButton;
    m_toggle->setObjectName(QStringLiteral("chartNotesToggle"));
    m_toggle->setCheckable(true);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    // As wide as the page gives, whatever its text: the text is cut to that.
    m_toggle->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_toggle->setAccessibleName(tr("Notes on the chart"));
    connect(m_toggle, &QToolButton::toggled, this, &FoldedNotes::setOpen);
    m_text = new QLabel;
    m_text->setObjectName(QStringLiteral("chartNotes"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_toggle);
    layout->addWidget(m_text);
    setVisible(false);
}

void FoldedNotes::setLines(const QStringList &lines)
{
    m_lines = lines;
    showPlainText(m_text, lines.join(QLatin1Char('\n')));
    setVisible(!lines.isEmpty());
    updateSummary();
}

bool FoldedNotes::isOpen() const
{
    return m_toggle->isChecked();
}

void FoldedNotes::setOpen(bool open)
{
    m_toggle->setChecked(open);
    m_toggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    m_text->setVisible(open);
    updateSummary();
}

void FoldedNotes::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    updateSummary();
}

// Folded: how many notes and as much of the first as the line holds.
void FoldedNotes::updateSummary()
{
    const QString count = tr("Notes on the chart (%n)", nullptr, int(m_lines.size()));
    if (isOpen() || m_lines.isEmpty()) {
        m_toggle->setText(count);
        m_toggle->setToolTip({});
        return;
    }
    const QString line = tr("%1: %2").arg(count, m_lines.constFirst());
    const int room = std::max(0, width() - m_toggle->iconSize().width() - 24);
    m_toggle->setText(m_toggle->fontMetrics().elidedText(line, Qt::ElideRight, room));
    m_toggle->setToolTip(tr("Show every note"));
}

} // namespace cm
