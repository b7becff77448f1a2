// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/sessionlimits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>
#include <QVarLengthArray>

#include <cmath>
#include <limits>
#include <optional>

namespace cm::json {

// Whole numbers are written and read exactly, as 64-bit integers; these
// are the highest of the amounts and of the counts kept in an int
// (sessionlimits.h).
constexpr qint64 LargestExact = SessionLimits::Count.highest;
constexpr qint64 LargestCount = SessionLimits::SmallCount.highest;

// Text longer than this is damage, not data (a longer limit must be asked for).
constexpr qsizetype LongestText = 65536;

enum class Need { Required, Optional };

// The first problem found in a document: where and what.
struct Problem
{
    QString place;
    QString what;
    bool found() const { return !what.isEmpty(); }
};

// Reads one JSON object field by field. Remembers which keys it read, so
// that the rest can be kept (session.h, "Unknown fields"), and records the
// first problem with the path to the field; after a problem every read gives
// a default and records nothing more. Paths are built only for a message,
// so a clean load pays nothing for them.
class ObjectReader
{
    // Gives lupdate and the translator one context for the reader's strings.
    struct Text
    {
        Q_DECLARE_TR_FUNCTIONS(JsonObjectReader)
    };

public:
    ObjectReader(const QJsonObject &object, Problem *problem)
        : m_object(object)
        , m_problem(problem)
        , m_parent(nullptr)
        , m_index(-1)
    {
    }

    // The object under `key` (element `index` of it, for an array) of `parent`.
    ObjectReader(const QJsonObject &object, const ObjectReader *parent, QLatin1String key, qsizetype index = -1)
        : ObjectReader(object, parent->m_problem, parent, key, index)
    {
    }

    // The same, with problems recorded in `problem` (a reader on another thread).
    ObjectReader(const QJsonObject &object, Problem *problem, const ObjectReader *parent, QLatin1String key,
                 qsizetype index)
        : m_object(object)
        , m_problem(problem)
        , m_parent(parent)
        , m_key(key)
        , m_index(index)
    {
    }

    bool failed() const { return m_problem->found(); }

    QString string(QLatin1String key, Need need = Need::Optional, qsizetype longest = LongestText)
    {
        const QJsonValue value = take(key, need);
        if (value.isString())
            return checkedLength(key, value.toString(), longest);
        if (!value.isUndefined())
            fail(key, Text::tr("expected a string"));
        return {};
    }

    std::optional<QString> nullableString(QLatin1String key)
    {
        const QJsonValue value = take(key, Need::Optional);
        if (value.isString())
            return checkedLength(key, value.toString(), LongestText);
        if (!value.isUndefined() && !value.isNull())
            fail(key, Text::tr("expected a string or null"));
        return std::nullopt;
    }

    // Each string at most `longest` characters.
    QStringList strings(QLatin1String key, qsizetype longest = LongestText)
    {
        const QJsonValue value = take(key, Need::Optional);
        QStringList list;
        if (value.isUndefined())
            return list;
        if (!value.isArray()) {
            fail(key, Text::tr("expected an array of strings"));
            return list;
        }
        const QJsonArray array = value.toArray();
        for (const QJsonValue &item : array) {
            if (!item.isString()) {
                fail(key, Text::tr("expected an array of strings"));
                return {};
            }
            list.append(checkedLength(key, item.toString(), longest));
            if (failed())
                return {};
        }
        return list;
    }

    std::optional<qint64> nullableInteger(QLatin1String key, qint64 lowest, qint64 highest)
    {
        const QJsonValue value = take(key, Need::Optional);
        if (value.isUndefined() || value.isNull())
            return std::nullopt;
        return checkedInteger(key, value, lowest, highest);
    }

    qint64 integer(QLatin1String key, qint64 lowest, qint64 highest, Need need = Need::Optional, qint64 fallback = 0)
    {
        const QJsonValue value = take(key, need);
        if (value.isUndefined())
            return fallback;
        return checkedInteger(key, value, lowest, highest).value_or(fallback);
    }

    // The same, within a range the writer keeps too (sessionlimits.h).
    qint64 integer(QLatin1String key, SessionLimits::Range<qint64> range, Need need = Need::Optional,
                   qint64 fallback = 0)
    {
        return integer(key, range.lowest, range.highest, need, fallback);
    }
    std::optional<qint64> nullableInteger(QLatin1String key, SessionLimits::Range<qint64> range)
    {
        return nullableInteger(key, range.lowest, range.highest);
    }
    double number(QLatin1String key, SessionLimits::Range<double> range, Need need = Need::Optional)
    {
        return number(key, range.lowest, range.highest, need);
    }
    std::optional<double> nullableNumber(QLatin1String key, SessionLimits::Range<double> range)
    {
        return nullableNumber(key, range.lowest, range.highest);
    }

    double number(QLatin1String key, double lowest, double highest, Need need = Need::Optional)
    {
        const QJsonValue value = take(key, need);
        if (value.isUndefined())
            return 0.0;
        if (!value.isDouble()) {
            fail(key, Text::tr("expected a number"));
            return 0.0;
        }
        const double number = value.toDouble();
        if (!std::isfinite(number) || number < lowest || number > highest) {
            fail(key,
                 Text::tr("%1 is out of range (%2 to %3)")
                     .arg(QString::number(number), QString::number(lowest), QString::number(highest)));
            return 0.0;
        }
        return number;
    }

    std::optional<double> nullableNumber(QLatin1String key, double lowest, double highest)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || value.isNull()) {
            take(key, Need::Optional);
            return std::nullopt;
        }
        const double number = this->number(key, lowest, highest);
        return failed() ? std::nullopt : std::optional<double>(number);
    }

    std::optional<bool> nullableBoolean(QLatin1String key)
    {
        const QJsonValue value = take(key, Need::Optional);
        if (value.isBool())
            return value.toBool();
        if (!value.isUndefined() && !value.isNull())
            fail(key, Text::tr("expected true, false or null"));
        return std::nullopt;
    }

    bool boolean(QLatin1String key, bool fallback)
    {
        const QJsonValue value = take(key, Need::Optional);
        if (value.isBool())
            return value.toBool();
        if (!value.isUndefined())
            fail(key, Text::tr("expected true or false"));
        return fallback;
    }

    // The object under `key`, to read with its own reader; `present` says
    // whether it was there at all.
    QJsonObject object(QLatin1String key, Need need = Need::Optional, bool *present = nullptr)
    {
        const QJsonValue value = take(key, need);
        if (present)
            *present = value.isObject();
        if (value.isObject())
            return value.toObject();
        if (!value.isUndefined())
            fail(key, Text::tr("expected an object"));
        return {};
    }

    QJsonArray array(QLatin1String key, Need need = Need::Optional)
    {
        const QJsonValue value = take(key, need);
        if (value.isArray())
            return value.toArray();
        if (!value.isUndefined())
            fail(key, Text::tr("expected an array"));
        return {};
    }

    // Element `index` of the array under `key`, which must be an object.
    QJsonObject element(QLatin1String key, const QJsonArray &array, qsizetype index)
    {
        const QJsonValue value = array.at(index);
        if (value.isObject())
            return value.toObject();
        if (!failed())
            *m_problem = Problem{pathTo(key) + QStringLiteral("[%1]").arg(index), Text::tr("expected an object")};
        return {};
    }

    // The value under `key`, not yet read: a caller that takes it reads it
    // with skip(); one left unread is kept as a field this version does not know.
    QJsonValue peek(QLatin1String key) const
    {
        return failed() ? QJsonValue(QJsonValue::Undefined) : m_object.value(key);
    }

    // A key the writer writes but derives from other fields: read, not kept.
    void skip(QLatin1String key)
    {
        Q_ASSERT(!wasRead(key));
        m_read.append(key);
        if (m_object.contains(key))
            ++m_found;
    }

    // Keeps what a nested known object did not understand, under its key.
    void keep(const ObjectReader &child)
    {
        const QJsonObject extra = child.extra();
        if (!extra.isEmpty())
            m_nested.insert(child.m_key, extra);
    }

    // The keys of this object that were not read, and what nested known
    // objects kept.
    QJsonObject extra() const
    {
        QJsonObject unknown = m_nested;
        // Most objects hold only known keys: then there is nothing to look for.
        if (m_found == m_object.size())
            return unknown;
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            if (!wasRead(it.key()))
                unknown.insert(it.key(), it.value());
        }
        return unknown;
    }

    // Takes over a problem a reader on another thread found.
    void report(const Problem &problem)
    {
        if (!failed())
            *m_problem = problem;
    }

    void fail(QLatin1String key, const QString &what)
    {
        if (!failed())
            *m_problem = Problem{pathTo(key), what};
    }

private:
    // Each key is read once: extra() counts on it.
    QJsonValue take(QLatin1String key, Need need)
    {
        Q_ASSERT(!wasRead(key));
        m_read.append(key);
        if (failed())
            return QJsonValue(QJsonValue::Undefined);
        const QJsonValue value = m_object.value(key);
        if (!value.isUndefined())
            ++m_found;
        else if (need == Need::Required)
            fail(key, Text::tr("missing"));
        return value;
    }

    QString checkedLength(QLatin1String key, const QString &text, qsizetype longest)
    {
        if (text.size() <= longest)
            return text;
        fail(key,
             Text::tr("%1 characters is longer than the limit of %2")
                 .arg(QString::number(text.size()), QString::number(longest)));
        return {};
    }

    std::optional<qint64> checkedInteger(QLatin1String key, const QJsonValue &value, qint64 lowest, qint64 highest)
    {
        if (!value.isDouble()) {
            fail(key, Text::tr("expected a whole number"));
            return std::nullopt;
        }
        const double number = value.toDouble();
        if (!std::isfinite(number) || number != std::trunc(number)) {
            fail(key, Text::tr("%1 is not a whole number").arg(number));
            return std::nullopt;
        }
        // Written exactly, read exactly: a number with more digits than a
        // double holds is its own, never its neighbour within 2^53.
        const qint64 exact = value.toInteger(std::numeric_limits<qint64>::min());
        if (number < double(lowest) || number > double(highest) || exact < lowest || exact > highest) {
            const QString given
                = exact == std::numeric_limits<qint64>::min() ? QString::number(number) : QString::number(exact);
            fail(key,
                 Text::tr("%1 is out of range (%2 to %3)")
                     .arg(given, QString::number(lowest), QString::number(highest)));
            return std::nullopt;
        }
        return exact;
    }

    bool wasRead(const QString &key) const
    {
        for (QLatin1String read : m_read) {
            if (key == read)
                return true;
        }
        return false;
    }

    QString path() const
    {
        QString path = m_parent ? m_parent->path() : QString();
        if (!m_key.isEmpty()) {
            if (!path.isEmpty())
                path += QLatin1Char('.');
            path += m_key;
        }
        if (m_index >= 0)
            path += QStringLiteral("[%1]").arg(m_index);
        return path;
    }

    QString pathTo(QLatin1String key) const
    {
        const QString here = path();
        if (here.isEmpty())
            return QString(key);
        return here + QLatin1Char('.') + key;
    }

    QJsonObject m_object;
    Problem *m_problem;
    const ObjectReader *m_parent;
    QLatin1String m_key;
    qsizetype m_index;
    QVarLengthArray<QLatin1String, 24> m_read;
    qsizetype m_found = 0; // keys read that the object has
    QJsonObject m_nested;
};

} // namespace cm::json
