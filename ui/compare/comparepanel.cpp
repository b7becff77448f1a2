// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparepanel.h"

#include "compare/comparedsession.h"
#include "compare/datasetlistmodel.h"
#include "compare/drivelistmodel.h"
#include "compare/drivenamedelegate.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace cm {
namespace {

QPushButton *makeButton(const QString &text, const QString &accessibleName, const QString &objectName, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    button->setObjectName(objectName);
    button->setAccessibleName(accessibleName);
    return button;
}

QListView *makeList(const QString &accessibleName, const QString &objectName, QWidget *parent)
{
    auto *view = new QListView(parent);
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    return view;
}

} // namespace

ComparePanel::ComparePanel(QWidget *parent)
    : QWidget(parent)
    , m_drives(new DriveListModel(this))
    , m_dataSets(new DataSetListModel(this))
    , m_driveView(makeList(tr("Drives to compare"), QStringLiteral("compareDriveList"), this))
    , m_dataSetView(makeList(tr("Data sets to compare"), QStringLiteral("compareDataSetList"), this))
    , m_up(makeButton(tr("Up"), tr("Move the drive up"), QStringLiteral("compareUpButton"), this))
    , m_down(makeButton(tr("Down"), tr("Move the drive down"), QStringLiteral("compareDownButton"), this))
    , m_remove(makeButton(tr("Remove"), tr("Remove the drive from the comparison"),
                          QStringLiteral("compareRemoveButton"), this))
{
    m_driveView->setModel(m_drives);
    m_driveView->setDragDropMode(QAbstractItemView::InternalMove);
    m_driveView->setDefaultDropAction(Qt::MoveAction);
    m_driveView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_driveView->setItemDelegate(new DriveNameDelegate(m_driveView));
    m_driveView->setToolTip(tr("Tick the drives to show; double-click a name to rename it; drag to reorder."));
    m_dataSetView->setModel(m_dataSets);
    m_dataSetView->setToolTip(tr("Tick the data sets to show."));

    auto *driveLabel = new QLabel(tr("&Drives"), this);
    driveLabel->setBuddy(m_driveView);
    auto *dataSetLabel = new QLabel(tr("D&ata sets"), this);
    dataSetLabel->setBuddy(m_dataSetView);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_up);
    buttons->addWidget(m_down);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(driveLabel);
    layout->addWidget(m_driveView, 2);
    layout->addLayout(buttons);
    layout->addWidget(dataSetLabel);
    layout->addWidget(m_dataSetView, 1);

    connect(m_up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveCurrent(+1); });
    connect(m_remove, &QPushButton::clicked, this, &ComparePanel::removeCurrent);
    connect(m_driveView->selectionModel(), &QItemSelectionModel::currentChanged, this, &ComparePanel::updateButtons);
    // Every edit of either list changes what the charts show.
    for (QAbstractItemModel *model :
         {static_cast<QAbstractItemModel *>(m_drives), static_cast<QAbstractItemModel *>(m_dataSets)}) {
        connect(model, &QAbstractItemModel::dataChanged, this, &ComparePanel::selectionChanged);
        connect(model, &QAbstractItemModel::rowsMoved, this, &ComparePanel::selectionChanged);
    }
    // A data set only the removed drive had leaves the list too.
    connect(m_drives, &QAbstractItemModel::rowsRemoved, this, [this] {
        m_dataSets->setSession(m_drives->session());
        updateButtons();
        Q_EMIT selectionChanged();
    });
    connect(m_drives, &QAbstractItemModel::rowsMoved, this, &ComparePanel::updateButtons);
    updateButtons();
}

void ComparePanel::setSession(const Session &session)
{
    m_drives->setSession(session);
    m_dataSets->setSession(session);
    updateButtons();
    Q_EMIT selectionChanged();
}

const Session &ComparePanel::session() const
{
    return m_drives->session();
}

Session ComparePanel::comparedSession() const
{
    return cm::comparedSession(*m_drives, m_dataSets->checkedDataSets());
}

void ComparePanel::moveCurrent(int step)
{
    const int row = m_driveView->currentIndex().row();
    const int target = row + step;
    if (row < 0 || target < 0 || target >= m_drives->rowCount())
        return;
    // moveRow's destination is the row to stand before, counted before the move.
    if (m_drives->moveRow(QModelIndex(), row, QModelIndex(), step > 0 ? target + 1 : target))
        m_driveView->setCurrentIndex(m_drives->index(target));
}

void ComparePanel::removeCurrent()
{
    const int row = m_driveView->currentIndex().row();
    if (row >= 0)
        m_drives->removeRow(row);
}

void ComparePanel::updateButtons()
{
    const int row = m_driveView->currentIndex().row();
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_drives->rowCount());
    m_remove->setEnabled(row >= 0);
}

} // namespace cm
