// SPDX-License-Identifier: GPL-3.0-or-later
#include "compressionchooser.h"

#include "chart/displaynames.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace cm {

CompressionChooser::CompressionChooser(QWidget *parent)
    : QWidget(parent)
{
    m_method = new QComboBox;
    m_method->setObjectName(QStringLiteral("compressionCombo"));
    m_method->setAccessibleName(tr("Compression method"));
    m_algorithm = new QComboBox;
    m_algorithm->setObjectName(QStringLiteral("algorithmCombo"));
    m_algorithm->setAccessibleName(tr("Compression algorithm"));
    connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
        fillAlgorithms();
        userEdited();
    });
    m_level = new QSpinBox;
    m_level->setObjectName(QStringLiteral("levelSpin"));
    m_level->setAccessibleName(tr("Compression level"));
    m_level->setSpecialValueText(tr("default level"));
    m_level->setPrefix(tr("level "));
    m_level->setToolTip(tr("A btrfs image is mounted with this level (compress=zstd:9); btrfs's folder property "
                           "on the drive itself compresses at the default level"));
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, [this] {
        fillLevels();
        userEdited();
    });
    connect(m_level, &QSpinBox::valueChanged, this, &CompressionChooser::userEdited);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_method, 1);
    row->addWidget(m_algorithm);
    row->addWidget(m_level);
    setFocusProxy(m_method);
    fillMethods();
}

void CompressionChooser::setOffers(const QList<CompressionSupport> &offered, bool loopBtrfs, bool loopNtfs)
{
    m_offered = offered;
    m_loopBtrfs = loopBtrfs;
    m_loopNtfs = loopNtfs;
    fillMethods();
}

void CompressionChooser::setWanted(const CompressionChoice &choice)
{
    m_wanted = choice;
    fillMethods();
}

void CompressionChooser::fillMethods()
{
    const QSignalBlocker blocker(m_method);
    m_method->clear();
    QList<CompressionMethod> methods{CompressionMethod::Auto, CompressionMethod::None};
    for (const CompressionSupport &offer : std::as_const(m_offered))
        methods.append(offer.method);
    if (m_loopBtrfs)
        methods.append(CompressionMethod::LoopBtrfs);
    if (m_loopNtfs)
        methods.append(CompressionMethod::LoopNtfs);
    for (const CompressionMethod method : std::as_const(methods))
        m_method->addItem(compressionMethodTitle(method), QVariant::fromValue(method));
    m_method->setCurrentIndex(std::max(0, m_method->findData(QVariant::fromValue(m_wanted.method))));
    fillAlgorithms();
}

void CompressionChooser::fillAlgorithms()
{
    const CompressionMethod method = m_method->currentData().value<CompressionMethod>();
    QStringList algorithms;
    for (const CompressionSupport &offer : std::as_const(m_offered)) {
        if (offer.method == method)
            algorithms = offer.algorithms;
    }
    if (method == CompressionMethod::LoopBtrfs)
        algorithms = algorithmsOf(CompressionMethod::LoopBtrfs);
    const QString chosen = method == m_wanted.method ? m_wanted.algorithm.section(QLatin1Char(':'), 0, 0)
                                                     : m_algorithm->currentData().toString();
    const QSignalBlocker blocker(m_algorithm);
    m_algorithm->clear();
    for (const QString &algorithm : std::as_const(algorithms))
        m_algorithm->addItem(algorithm, algorithm);
    m_algorithm->setCurrentIndex(std::max(0, m_algorithm->findData(chosen)));
    m_algorithm->setVisible(!algorithms.isEmpty());
    fillLevels();
}

void CompressionChooser::fillLevels()
{
    const CompressionMethod method = m_method->currentData().value<CompressionMethod>();
    const QString algorithm = m_algorithm->currentData().toString();
    const auto [lowest, highest] = levelRange(method, algorithm);
    const QSignalBlocker blocker(m_level);
    m_level->setRange(lowest > 0 ? lowest - 1 : 0, highest); // the lowest but one says "default level"
    m_level->setVisible(lowest > 0);
    const QString wanted = m_wanted.algorithm;
    if (method == m_wanted.method && wanted.section(QLatin1Char(':'), 0, 0) == algorithm)
        m_level->setValue(wanted.section(QLatin1Char(':'), 1).toInt()); // none: the default
}

CompressionChoice CompressionChooser::shown() const
{
    CompressionChoice compression;
    compression.method = m_method->currentData().value<CompressionMethod>();
    compression.algorithm = m_algorithm->count() > 0 ? m_algorithm->currentData().toString() : QString();
    if (m_level->isVisibleTo(this) && m_level->value() > m_level->minimum())
        compression.algorithm += QLatin1Char(':') + QString::number(m_level->value());
    return compression;
}

// The user chose a method, algorithm or level: that is what to keep.
void CompressionChooser::userEdited()
{
    m_wanted = shown();
    Q_EMIT edited();
}

} // namespace cm
