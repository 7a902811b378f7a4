<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnimationSpeed</name>
    <message>
        <source>Instant</source>
        <translation>即时</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
</context>
<context>
    <name>Announcement</name>
    <message>
        <source>Move %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>Its verdict is not known yet: the board is being analysed.</source>
        <translation>它的评判尚不可知：正在分析棋盘。</translation>
    </message>
    <message>
        <source>Move undone. </source>
        <translation>已撤销一步。</translation>
    </message>
</context>
<context>
    <name>BoardAccessible</name>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>blue peg</source>
        <translation>蓝色棋子</translation>
    </message>
    <message>
        <source>red peg</source>
        <translation>红色棋子</translation>
    </message>
    <message>
        <source>yellow peg</source>
        <translation>黄色棋子</translation>
    </message>
    <message>
        <source>frog %1</source>
        <translation>青蛙 %1</translation>
    </message>
    <message>
        <source>can slide to %1</source>
        <translation>可滑到 %1</translation>
    </message>
    <message>
        <source>can jump to %1</source>
        <translation>可跳到 %1</translation>
    </message>
    <message>
        <source>can shift with hole %1 to holes %2 and %3</source>
        <translation>可与洞 %1 一起移到洞 %2 和 %3</translation>
    </message>
    <message>
        <source>hole %1</source>
        <translation>洞 %1</translation>
    </message>
    <message>
        <source>cannot move</source>
        <translation>不能走</translation>
    </message>
</context>
<context>
    <name>CountField</name>
    <message>
        <source>Enter the number of %1.</source>
        <translation>请输入数目：%1。</translation>
    </message>
    <message>
        <source>%1 must be a whole number; &quot;%2&quot; is not.</source>
        <translation>%1 必须是整数；“%2”不是整数。</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3; %4 is out of range.</source>
        <translation>%1 必须在 %2 到 %3 之间；%4 超出范围。</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Drawn by Leapfrog</source>
        <translation>由 Leapfrog 绘制</translation>
    </message>
    <message>
        <source>the PNG could not be written: %1</source>
        <translation>无法写入 PNG：%1</translation>
    </message>
    <message>
        <source>%1 is too large to draw legibly in a picture: at %2 pixels between holes, the least at which pegs show their letters, it needs %3 pixels, beyond the %4 a side may have</source>
        <translation>%1 太大，无法在图片中清晰绘制：洞与洞相距 %2 像素（棋子能显示字母的最小间距）时需要 %3 像素，超过了每边允许的 %4</translation>
    </message>
    <message>
        <source>a picture of %1 pixels is out of range: each side may be %2 to %3 pixels</source>
        <translation>%1 像素的图片超出范围：每边可为 %2 到 %3 像素</translation>
    </message>
    <message>
        <source>%1 does not fit legibly in %2 pixels: its holes would be %3 pixels apart, and pegs need %4 to show their letters; choose at least %5</source>
        <translation>%1 无法清晰地放进 %2 像素：洞与洞将相距 %3 像素，而棋子需要 %4 才能显示字母；请至少选择 %5</translation>
    </message>
    <message>
        <source>a pace of %1 ms is out of range: a frame may show for %2 to %3 ms</source>
        <translation>%1 毫秒的节奏超出范围：每帧可显示 %2 到 %3 毫秒</translation>
    </message>
    <message>
        <source>a line of %1 moves on %2 is too long to export; an export holds at most %3 moves</source>
        <translation>%2 上 %1 步的走法太长，无法导出；一次导出最多包含 %3 步</translation>
    </message>
    <message>
        <source>solutions are numbered from 1</source>
        <translation>解法从 1 开始编号</translation>
    </message>
    <message>
        <source>no solution: the goal of %1 cannot be reached</source>
        <translation>无解：%1 的目标无法达到</translation>
    </message>
    <message>
        <source>%1, optimal solution %2 of %3</source>
        <translation>%1，最优解 %2 / %3</translation>
    </message>
    <message>
        <source>%1, optimal solution %2</source>
        <translation>%1，最优解 %2</translation>
    </message>
    <message>
        <source>move %1 (%2) is illegal: %3</source>
        <translation>第 %1 步（%2）不合规则：%3</translation>
    </message>
    <message>
        <source>Variant: %1</source>
        <translation>变体：%1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>起始：%1</translation>
    </message>
    <message>
        <source>Final: %1</source>
        <translation>终局：%1</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>步数：%1</translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>记谱：%1</translation>
    </message>
    <message>
        <source>the GIF could not be written: %1</source>
        <translation>无法写入 GIF：%1</translation>
    </message>
    <message>
        <source>homo-coloured jump</source>
        <translation>跳过同色棋子</translation>
    </message>
    <message>
        <source>backward step</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>backward jump</source>
        <translation>后退跳跃</translation>
    </message>
    <message>
        <source>not judged</source>
        <translation>未评判</translation>
    </message>
    <message>
        <source>goal lost</source>
        <translation>目标已失</translation>
    </message>
    <message numerus="yes">
        <source>costs %Ln move(s)</source>
        <translation>
            <numerusform>多花 %Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · start</source>
        <translation>%1 · 起始</translation>
    </message>
    <message>
        <source>%1 · move %2 of %3: %4</source>
        <translation>%1 · 第 %2 步 / 共 %3 步：%4</translation>
    </message>
    <message>
        <source>%1 · goal</source>
        <translation>%1 · 目标</translation>
    </message>
    <message>
        <source>start</source>
        <translation>起始</translation>
    </message>
    <message>
        <source>Leapfrog · page %1 of %2</source>
        <translation>Leapfrog · 第 %1 页 / 共 %2 页</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>start %1 · goal %2</source>
        <translation>起始 %1 · 目标 %2</translation>
    </message>
    <message>
        <source>Notation word:</source>
        <translation>记谱词：</translation>
    </message>
    <message>
        <source>%1 is too large to draw legibly on an A4 page: its holes would be %2 pt apart, and pegs need at least %3 pt to show their letters</source>
        <translation>%1 太大，无法在 A4 页面上清晰绘制：洞与洞将相距 %2 pt，而棋子至少需要 %3 pt 才能显示字母</translation>
    </message>
    <message>
        <source> (a row of at most %1 holes fits)</source>
        <translation>（最多可容纳 %1 个洞的一行）</translation>
    </message>
    <message>
        <source>Frogs and toads: a worksheet</source>
        <translation>青蛙与蟾蜍：练习单</translation>
    </message>
    <message>
        <source>Name: ______________________    Date: ____________</source>
        <translation>姓名：______________________    日期：____________</translation>
    </message>
    <message>
        <source>Blue pegs start on the left, red pegs on the right. A peg slides into the empty hole next to it, or jumps over one peg into the empty hole just beyond. Swap the blue and the red pegs in as few moves as you can (a shortest solution never moves a peg backwards). Write each move as two hole numbers, from and to, like 3-4; count the slides and the jumps.</source>
        <translation>蓝色棋子从左边开始，红色棋子从右边开始。棋子可以滑进旁边的空洞，或跳过一个棋子落进紧挨着的空洞。用尽可能少的步数交换蓝色和红色棋子（最短的解法从不把棋子往回走）。把每一步写成两个洞号，从哪里到哪里，例如 3-4；数一数滑动和跳跃各有多少。</translation>
    </message>
    <message>
        <source>%1 blue and %1 red (classic:%1): start %2, goal %3</source>
        <translation>%1 个蓝色和 %1 个红色（classic:%1）：起始 %2，目标 %3</translation>
    </message>
    <message>
        <source>What is the pattern?</source>
        <translation>规律是什么？</translation>
    </message>
    <message>
        <source>Fill in the table from your boards. Then predict the rows you could not play, and check your guesses.</source>
        <translation>根据你玩过的棋盘填写表格。然后预测你没能玩的行，并检验你的猜想。</translation>
    </message>
    <message>
        <source>fewest moves</source>
        <translation>最少步数</translation>
    </message>
    <message>
        <source>slides</source>
        <translation>滑动</translation>
    </message>
    <message>
        <source>jumps</source>
        <translation>跳跃</translation>
    </message>
    <message>
        <source>1. How do the fewest moves grow as n grows? Write a rule for n pegs of each colour.</source>
        <translation>1. 随着 n 增大，最少步数怎样增长？写出 n 个同色棋子时的规则。</translation>
    </message>
    <message>
        <source>2. How many of the moves are jumps, and how many are slides? Every blue peg must pass every red peg, and only a jump lets two pegs pass: how many jumps does that make?</source>
        <translation>2. 这些步中有多少是跳跃，多少是滑动？每个蓝色棋子都必须越过每个红色棋子，而只有跳跃能让两个棋子互相越过：这需要多少次跳跃？</translation>
    </message>
    <message>
        <source>3. Try a board with 3 blue pegs and 1 red, or 2 blue and 4 red. Does your rule still work, or how must it change?</source>
        <translation>3. 试试 3 个蓝色棋子和 1 个红色棋子的棋盘，或 2 个蓝色和 4 个红色的。你的规则还成立吗？或者它应该怎样改变？</translation>
    </message>
    <message>
        <source>leaves an improper board</source>
        <translation>留下不当局面</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>the goal is reached</source>
        <translation>已到达目标</translation>
    </message>
    <message>
        <source>the goal is not reached</source>
        <translation>未到达目标</translation>
    </message>
    <message>
        <source>%1, the minimum; %2</source>
        <translation>%1，即最少步数；%2</translation>
    </message>
    <message>
        <source>%1; %2; the minimum from the start is %3</source>
        <translation>%1；%2；从起点出发最少需要 %3 步</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>· a move with no letter: not a step or jump toward the goal over the other colour</source>
        <translation>· 无字母的一步：既不是朝目标方向的平移，也不是越过另一种颜色的跳跃</translation>
    </message>
    <message>
        <source>blue pegs (n)</source>
        <translation>蓝子 (n)</translation>
    </message>
    <message>
        <source>red pegs (m)</source>
        <translation>红子 (m)</translation>
    </message>
    <message numerus="yes">
        <source>there is no board after move %1: the line has %n move(s)</source>
        <translation>
            <numerusform>第 %1 步之后没有棋盘：这条走法只有 %n 步</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileName</name>
    <message>
        <source>solution-%1</source>
        <comment>a file name: lower case, words joined by hyphens</comment>
        <translation>解法-%1</translation>
    </message>
    <message>
        <source>my-game</source>
        <comment>a file name: lower case, words joined by hyphens</comment>
        <translation>我的游戏</translation>
    </message>
    <message>
        <source>frogs-and-toads-worksheet</source>
        <comment>a file name: lower case, words joined by hyphens</comment>
        <translation>青蛙与蟾蜍-练习纸</translation>
    </message>
</context>
<context>
    <name>FileText</name>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>the folder %1 is on a read-only disk</source>
        <translation>文件夹 %1 位于只读磁盘上</translation>
    </message>
    <message>
        <source>permission to write in the folder %1 is denied</source>
        <translation>没有在文件夹 %1 中写入的权限</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>the folder %1 cannot be written</source>
        <translation>无法写入文件夹 %1</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Leapfrog ran out of memory and has to close. The game in progress is kept and continues at the next start; a smaller board, or a lower Memory in Preferences, avoids it.</source>
        <translation>Leapfrog 内存不足，必须关闭。当前游戏已保留，下次启动时继续；使用较小的棋盘或在首选项中降低内存可以避免此问题。</translation>
    </message>
    <message>
        <source>the name is taken by a link</source>
        <translation>该名称已被一个链接占用</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>under the strict rules a blue peg only moves right, toward its destination</source>
        <translation>按严格规则，蓝色棋子只能向右走，走向它的目的地</translation>
    </message>
    <message>
        <source>under the strict rules a red peg only moves left, toward its destination</source>
        <translation>按严格规则，红色棋子只能向左走，走向它的目的地</translation>
    </message>
    <message>
        <source>under the strict rules a peg only hops over pegs of the other colour, and hole %1 holds a blue peg</source>
        <translation>按严格规则，棋子只能跳过另一种颜色的棋子，而洞 %1 里是一个蓝色棋子</translation>
    </message>
    <message>
        <source>under the strict rules a peg only hops over pegs of the other colour, and hole %1 holds a red peg</source>
        <translation>按严格规则，棋子只能跳过另一种颜色的棋子，而洞 %1 里是一个红色棋子</translation>
    </message>
    <message>
        <source>on the grid a blue peg only moves right or down, never up</source>
        <translation>在网格上，蓝色棋子只能向右或向下走，不能向上</translation>
    </message>
    <message>
        <source>on the grid a blue peg only moves right or down, never left</source>
        <translation>在网格上，蓝色棋子只能向右或向下走，不能向左</translation>
    </message>
    <message>
        <source>on the grid a red peg only moves left or up, never down</source>
        <translation>在网格上，红色棋子只能向左或向上走，不能向下</translation>
    </message>
    <message>
        <source>on the grid a red peg only moves left or up, never right</source>
        <translation>在网格上，红色棋子只能向左或向上走，不能向右</translation>
    </message>
    <message>
        <source>a peg moves to an adjacent hole or jumps over one peg; hole %1 is out of reach from hole %2</source>
        <translation>棋子只能走进相邻的洞或跳过一个棋子；从洞 %2 到不了洞 %1</translation>
    </message>
    <message numerus="yes">
        <source>a peg moves to an adjacent hole or jumps over up to %n peg(s); hole %1 is out of reach from hole %2</source>
        <translation>
            <numerusform>棋子只能走进相邻的洞或跳过至多 %n 个棋子；从洞 %2 到不了洞 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>holes are numbered 1 to %1</source>
        <translation>洞的编号是 1 到 %1</translation>
    </message>
    <message>
        <source>a pair shift names the left holes of two adjacent pairs, each from 1 to %1</source>
        <translation>成对移动写出两对相邻的洞各自左边的洞号，每个都在 1 到 %1 之间</translation>
    </message>
    <message>
        <source>holes %1 and %2 do not hold two pegs to shift</source>
        <translation>洞 %1 和 %2 里没有两个可以移动的棋子</translation>
    </message>
    <message>
        <source>holes %1 and %2 are not the two empty holes</source>
        <translation>洞 %1 和 %2 不是那两个空洞</translation>
    </message>
    <message>
        <source>hole %1 holds no peg</source>
        <translation>洞 %1 里没有棋子</translation>
    </message>
    <message>
        <source>hole %1 is not empty</source>
        <translation>洞 %1 不是空的</translation>
    </message>
    <message>
        <source>a jump needs a peg to jump over, and hole %1 is empty</source>
        <translation>跳跃需要越过一个棋子，而洞 %1 是空的</translation>
    </message>
    <message>
        <source>a jump passes over pegs only, and hole %1 is empty</source>
        <translation>跳跃只能越过棋子，而洞 %1 是空的</translation>
    </message>
    <message>
        <source>under the strict rules a peg only hops over a peg of the other colour</source>
        <translation>按严格规则，棋子只能跳过另一种颜色的棋子</translation>
    </message>
    <message>
        <source>on the grid a peg only hops over a peg of the other colour</source>
        <translation>在网格上，棋子只能跳过另一种颜色的棋子</translation>
    </message>
    <message>
        <source>the move is illegal</source>
        <translation>这一步不合规则</translation>
    </message>
</context>
<context>
    <name>Investigation</name>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln slide(s)</source>
        <translation>
            <numerusform>%Ln 次滑动</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln jump(s)</source>
        <translation>
            <numerusform>%Ln 次跳跃</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: your best game took %2</source>
        <translation>%1：你最好的一局用了 %2</translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln hint(s)</source>
        <translation>
            <numerusform>，使用了 %Ln 次提示</numerusform>
        </translation>
    </message>
    <message>
        <source>The fewest possible is %1.</source>
        <translation>最少可能为 %1。</translation>
    </message>
    <message>
        <source>Your game had %1.</source>
        <translation>你的这局有%1。</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>%1: being worked out.</source>
        <translation>%1：正在计算。</translation>
    </message>
    <message>
        <source>%1: not solved yet. Double-click to play it, or reveal it.</source>
        <translation>%1：尚未解出。双击开始玩，或揭示答案。</translation>
    </message>
    <message>
        <source>Its slides and jumps were not recorded (it was solved before they were kept).</source>
        <translation>它的滑动和跳跃次数没有记录（它在开始保存这些数据之前就被解出了）。</translation>
    </message>
    <message>
        <source>%1, revealed: it cannot be solved; no sequence of moves reaches the goal.</source>
        <translation>%1，已揭示：无法解出；没有任何走法能到达目标。</translation>
    </message>
    <message>
        <source>%1, revealed: the fewest possible is %2.</source>
        <translation>%1，已揭示：最少可能为 %2。</translation>
    </message>
    <message>
        <source>An optimal solution has %1.</source>
        <translation>一个最优解有%1。</translation>
    </message>
    <message>
        <source>Every move is a pair shift, neither a slide nor a jump.</source>
        <translation>每一步都是成对移动，既不是滑动也不是跳跃。</translation>
    </message>
    <message>
        <source>%1 (%2 ✓)</source>
        <translation>%1（%2 ✓）</translation>
    </message>
    <message>
        <source>Revealed in brackets: an optimal solution has %1.</source>
        <translation>括号内为揭示的结果：一个最优解有 %1。</translation>
    </message>
    <message>
        <source>Revealed in brackets: the fewest possible.</source>
        <translation>括号内为揭示的结果：最少步数。</translation>
    </message>
    <message numerus="yes">
        <source>%1: you solved it in %Ln move(s), the fewest possible</source>
        <translation>
            <numerusform>%1：你用 %Ln 步解出了它，已是最少</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>½ move/s</source>
        <translation>每秒 ½ 步</translation>
    </message>
    <message>
        <source>1 move/s</source>
        <translation>每秒 1 步</translation>
    </message>
    <message>
        <source>%1 moves/s</source>
        <translation>每秒 %1 步</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>很慢</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>很快</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>the pace&apos;s name and its rate</comment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>PlainVerdict</name>
    <message>
        <source>This jump takes a peg over a peg of its own colour.</source>
        <translation>这一跳让棋子越过了同色的棋子。</translation>
    </message>
    <message>
        <source>This move goes backward: it takes a peg further from where its colour must end.</source>
        <translation>这一步是后退：它让棋子离其颜色的终点更远。</translation>
    </message>
    <message>
        <source>This jump brings the pegs, all told, no nearer to where they must end.</source>
        <translation>这一跳总体上没有让棋子离终点更近。</translation>
    </message>
    <message>
        <source>A good move: you can still finish in the fewest moves.</source>
        <translation>好棋：您仍然可以用最少的步数完成。</translation>
    </message>
    <message>
        <source>After it the goal can no longer be reached.</source>
        <translation>走完这一步后再也无法到达目标。</translation>
    </message>
    <message numerus="yes">
        <source>It costs %Ln move(s): the game can no longer end in the fewest moves.</source>
        <translation>
            <numerusform>它多花 %Ln 步：这局棋已无法用最少的步数完成。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It costs %Ln move(s) more than the best move here.</source>
        <translation>
            <numerusform>它比此处的最佳一步多花 %Ln 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>moves to choose from</comment>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>A board&apos;s weight is the least total distance its pegs must still travel to their goal holes.</source>
        <translation>棋盘的权重是其棋子到达各自目标洞还需走的最短总距离。</translation>
    </message>
    <message>
        <source>It leaves a jam in %1: from here every finish needs a move back or a jump over a peg of the same colour.</source>
        <translation>它造成卡死（%1）：从这里起，任何走法都需要后退一步，或跳过同色棋子。</translation>
    </message>
    <message>
        <source>An improper board forces, later, a backward move or a jump over a peg of the same colour.</source>
        <translation>不当局面迟早会迫使一步后退，或一次越过同色棋子的跳跃。</translation>
    </message>
    <message>
        <source>You played %1; %2 would have kept the shortest finish.</source>
        <comment>the move made; the better moves, any one of them</comment>
        <translation>你走了 %1；走 %2 本可保持最短收尾。</translation>
    </message>
    <message>
        <source>It leaves the pegs jammed: the yellow tags on the board mark the empty hole and the pegs that jam, and an untagged hole between them may hold anything. From here every finish needs a move back or a jump over a peg of the same colour.</source>
        <translation>它让棋子卡住了：棋盘上的黄色标签标出空洞和卡住的棋子，标签之间没有标签的洞里放什么都可以。从这里起，任何走法都需要后退一步，或跳过同色棋子。</translation>
    </message>
    <message>
        <source>The yellow tags mark the empty hole and the pegs of the improper board the move leaves, %1 (%2): a hole between two tags is left untagged because it stands in a * run, whatever it holds.</source>
        <translation>黄色标签标出这一步留下的不当局面 %1 的空洞和棋子（%2）：两个标签之间的洞不加标签，因为它属于一段 *，放什么都可以。</translation>
    </message>
    <message>
        <source>Worked out by Leapfrog&apos;s own exact search, not taken from a paper.</source>
        <translation>由 Leapfrog 自己的精确搜索得出，并非取自论文。</translation>
    </message>
    <message>
        <source>Proved in a published paper: %1.</source>
        <translation>已在发表的论文中证明：%1。</translation>
    </message>
    <message>
        <source>The paper is M. Yancey&apos;s &quot;In Response to Peg Jumping for Fun and Profit&quot;; its section and lemma say where a mathematician finds the proof. You need not read it to play.</source>
        <translation>论文是 M. Yancey 的《In Response to Peg Jumping for Fun and Profit》；其中的节号和引理号告诉数学家证明在哪里。玩游戏无需阅读它。</translation>
    </message>
    <message>
        <source>It also leaves the pegs jammed: the yellow tags on the board mark the empty hole and the pegs that jam, and an untagged hole between them may hold anything.</source>
        <translation>它还让棋子卡住了：棋盘上的黄色标签标出空洞和卡住的棋子，标签之间没有标签的洞里放什么都可以。</translation>
    </message>
    <message>
        <source>The best move from here: no other move leaves fewer moves to the goal.</source>
        <translation>从这里出发的最佳一步：没有别的一步能让到达目标所需的步数更少。</translation>
    </message>
    <message>
        <source>You played %1; %2 would have kept the best finish still possible.</source>
        <comment>the move made; the better moves, any one of them</comment>
        <translation>你走了 %1；走 %2 本可保持仍然可能的最佳收尾。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>over up to %1 pegs in a row (pegs only, never across a hole)</source>
        <translation>越过一行中最多 %1 个棋子（只能越过棋子，不能越过空洞）</translation>
    </message>
    <message>
        <source>over one peg</source>
        <translation>越过一个棋子</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg moves into an empty hole by &lt;b&gt;a step&lt;/b&gt; from the next hole, or by &lt;b&gt;a jump&lt;/b&gt; %1, landing in the empty hole just beyond, but&lt;/p&gt;&lt;ul&gt;&lt;li&gt;blue pegs only move right and red pegs only move left;&lt;/li&gt;&lt;li&gt;every peg jumped must be of the &lt;i&gt;other&lt;/i&gt; colour.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;So a game can get &lt;b&gt;stuck&lt;/b&gt;: no peg can move. Undo and try another way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;棋子可以通过 &lt;b&gt;一步&lt;/b&gt;（从相邻的洞）或 &lt;b&gt;一跳&lt;/b&gt;（%1，落进紧挨着的空洞）进入空洞，但是&lt;/p&gt;&lt;ul&gt;&lt;li&gt;蓝色棋子只能向右走，红色棋子只能向左走；&lt;/li&gt;&lt;li&gt;被跳过的每个棋子都必须是&lt;i&gt;另一种&lt;/i&gt;颜色。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;因此一局可能会&lt;b&gt;卡住&lt;/b&gt;：没有棋子能走。撤销后换一种走法试试。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg moves into an empty hole by &lt;b&gt;a step&lt;/b&gt; from the next hole, or by &lt;b&gt;a jump&lt;/b&gt; %1 of either colour, landing in the empty hole just beyond. Any peg may move either way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;棋子可以通过 &lt;b&gt;一步&lt;/b&gt;（从相邻的洞）或 &lt;b&gt;一跳&lt;/b&gt;（%1，任意颜色，落进紧挨着的空洞）进入空洞。任何棋子都可以向两个方向走。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The strict rules (as in the shuttle puzzle): a peg moves into the empty hole by &lt;b&gt;a step&lt;/b&gt; from the next hole, or by &lt;b&gt;a jump&lt;/b&gt; over one peg, but&lt;/p&gt;&lt;ul&gt;&lt;li&gt;blue pegs only move right and red pegs only move left;&lt;/li&gt;&lt;li&gt;a peg only jumps over a peg of the &lt;i&gt;other&lt;/i&gt; colour.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;So a game can get &lt;b&gt;stuck&lt;/b&gt;: no peg can move. Undo and try another way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;严格规则（如穿梭谜题）：棋子可以通过 &lt;b&gt;一步&lt;/b&gt;（从相邻的洞）或 &lt;b&gt;一跳&lt;/b&gt;（越过一个棋子）进入空洞，但是&lt;/p&gt;&lt;ul&gt;&lt;li&gt;蓝色棋子只能向右走，红色棋子只能向左走；&lt;/li&gt;&lt;li&gt;棋子只能跳过&lt;i&gt;另一种&lt;/i&gt;颜色的棋子。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;因此一局可能会&lt;b&gt;卡住&lt;/b&gt;：没有棋子能走。撤销后换一种走法试试。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A move takes &lt;b&gt;two adjacent pegs&lt;/b&gt;, of any colours, and shifts them together, keeping their order, into the two adjacent empty holes. Click a peg, then the peg next to it that goes with it (when there is only one choice, the first click is enough).&lt;/p&gt;</source>
        <translation>&lt;p&gt;每一步选取&lt;b&gt;两个相邻的棋子&lt;/b&gt;（任意颜色），保持顺序把它们一起移进两个相邻的空洞。先点一个棋子，再点和它一起走的相邻棋子（只有一种选择时，点第一下就够了）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Dudeney&apos;s frogs carry numbers. A frog moves into the empty hole by &lt;b&gt;a step&lt;/b&gt; from the hole next to it or by &lt;b&gt;a jump&lt;/b&gt; over one frog, in either direction. Reverse their order.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dudeney 的青蛙带有编号。青蛙可以通过 &lt;b&gt;一步&lt;/b&gt;（从相邻的洞）或 &lt;b&gt;一跳&lt;/b&gt;（越过一只青蛙）进入空洞，两个方向都可以。把它们的顺序倒过来。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg moves into the empty hole along a row or a column, by &lt;b&gt;a step&lt;/b&gt; from the next hole or by &lt;b&gt;a jump&lt;/b&gt; over one peg of the &lt;i&gt;other&lt;/i&gt; colour (never round a corner).&lt;/p&gt;&lt;ul&gt;&lt;li&gt;blue pegs only move right or down;&lt;/li&gt;&lt;li&gt;red pegs only move left or up.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;So a game can get &lt;b&gt;stuck&lt;/b&gt;: no peg can move. Undo and try another way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;棋子沿一行或一列进入空洞，通过 &lt;b&gt;一步&lt;/b&gt;（从相邻的洞）或 &lt;b&gt;一跳&lt;/b&gt;（越过一个&lt;i&gt;另一种&lt;/i&gt;颜色的棋子，不能拐弯）。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;蓝色棋子只能向右或向下走；&lt;/li&gt;&lt;li&gt;红色棋子只能向左或向上走。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;因此一局可能会&lt;b&gt;卡住&lt;/b&gt;：没有棋子能走。撤销后换一种走法试试。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg steps along a line into the empty hole next to it, or jumps over one peg into the empty hole beyond, turning through a branching hole if need be.&lt;/p&gt;</source>
        <translation>&lt;p&gt;棋子沿一条线走进相邻的空洞，或跳过一个棋子落进后面的空洞，必要时可以经过分支洞转弯。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Letters in the move list</source>
        <translation>走法列表中的字母</translation>
    </message>
    <message>
        <source>&lt;p&gt;After a slip the fewest moves are out of reach, and a move is compared with the best still possible: &lt;b&gt;%1&lt;/b&gt; marks a move that leaves no more moves to the goal than any other, &lt;b&gt;%2&lt;/b&gt; one that leaves one more. Then even a move backward can be best from here, such as one that takes the slip back (Undo does that without counting a move).&lt;/p&gt;</source>
        <translation>&lt;p&gt;一旦失误，最少步数就无法再达到，这时每一步都与仍然可能的最佳相比：&lt;b&gt;%1&lt;/b&gt; 表示这一步之后到目标剩下的步数不比任何别的走法多，&lt;b&gt;%2&lt;/b&gt; 表示多剩下一步。这时甚至往回走的一步也可能是最佳，比如收回失误的那一步（撤销也能做到，而且不计步数）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A peg moves into the empty hole in one of two ways:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;a step&lt;/b&gt;: from the hole next to it;&lt;/li&gt;&lt;li&gt;&lt;b&gt;a jump&lt;/b&gt;: over one peg of either colour, landing in the empty hole just beyond it.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Any peg may move either way, but a shortest solution never moves a peg away from its side&apos;s goal and never jumps a peg of its own colour.&lt;/p&gt;</source>
        <translation>&lt;p&gt;棋子有两种方式进入空洞：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;一步&lt;/b&gt;：从相邻的洞；&lt;/li&gt;&lt;li&gt;&lt;b&gt;一跳&lt;/b&gt;：越过一个任意颜色的棋子，落进紧挨着的空洞。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;任何棋子都可以向两个方向走，但最短解法从不让棋子远离本方目标，也从不跳过同色棋子。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Most boards have several optimal solutions: the bar counts them and chooses one, as &lt;i&gt;Solution 1 of 2&lt;/i&gt;. While your own moves are on an optimal solution, it still counts all of this board&apos;s optimal solutions and starts at the first that goes on from your position; after a slip it counts the optimal ways on from your position.</source>
        <translation>大多数棋盘有多个最优解：播放条会数出它们并选择其中之一，显示为&lt;i&gt;解法 1 / 共 2&lt;/i&gt;。只要你自己走的步还在某个最优解上，它仍数这个棋盘的全部最优解，并从第一个由你的局面继续下去的解开始；走错一步之后，它数的是从你的局面出发的最优走法。</translation>
    </message>
    <message>
        <source>Most boards have several optimal solutions: the bar counts them and chooses one, as &lt;i&gt;Solution 1 of 2&lt;/i&gt;; after moves of your own it counts the optimal solutions that go on from your position.</source>
        <translation>大多数棋盘有多个最优解：播放条会数出它们并选择其中之一，显示为&lt;i&gt;解法 1 / 共 2&lt;/i&gt;；你走过几步之后，它数的是从你的局面继续下去的最优解。</translation>
    </message>
    <message>
        <source>&lt;h2&gt;%1&lt;/h2&gt;&lt;h3&gt;Goal&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;h3&gt;Moves&lt;/h3&gt;%3&lt;h3&gt;Playing&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Click a peg to move it. A peg with more than one move is lifted: click where it should go.&lt;/li&gt;&lt;li&gt;Keyboard: the arrow keys move the keyboard frame from peg to peg (&lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;: the first and the last peg that can move), &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt; moves the peg in it, or says why it cannot move. A peg with more than one move is lifted: the arrow keys choose where it goes, &lt;b&gt;Enter&lt;/b&gt; moves it, &lt;b&gt;Esc&lt;/b&gt; cancels.&lt;/li&gt;&lt;li&gt;Undo &lt;b&gt;Ctrl+Z&lt;/b&gt;, Redo &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;, Restart &lt;b&gt;Ctrl+R&lt;/b&gt;, New game &lt;b&gt;Ctrl+N&lt;/b&gt;, Hint &lt;b&gt;H&lt;/b&gt; (press it again to make the move).&lt;/li&gt;&lt;li&gt;&lt;b&gt;View &amp;gt; Animation speed&lt;/b&gt; (or &lt;b&gt;Preferences&lt;/b&gt;) sets how fast a move is drawn on the board: %6.&lt;/li&gt;&lt;li&gt;&lt;b&gt;View &amp;gt; State space&lt;/b&gt; (&lt;b&gt;Ctrl+G&lt;/b&gt;) draws every position a small board can reach; click one to take the game there.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Watching a solution&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Play solution&lt;/b&gt; (&lt;b&gt;Ctrl+Shift+H&lt;/b&gt;) plays an optimal way on from your position; &lt;b&gt;Watch a solution from the start&lt;/b&gt; (&lt;b&gt;Ctrl+Shift+W&lt;/b&gt;) from the beginning. The bar under the board plays and pauses (&lt;b&gt;Space&lt;/b&gt;, wherever the keyboard is in the player, but on &lt;b&gt;Continue from here&lt;/b&gt;, which it presses), steps (&lt;b&gt;Left&lt;/b&gt;, &lt;b&gt;Right&lt;/b&gt;), goes to the start or the goal (&lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;) and to any move with its slider. Its paces: %5; the one it starts at follows the animation speed.&lt;/li&gt;&lt;li&gt;%7&lt;/li&gt;&lt;li&gt;Click a peg, or &lt;b&gt;Continue from here&lt;/b&gt;, to go on by hand from the move shown; &lt;b&gt;Esc&lt;/b&gt; goes back to your game as it was. Your move list writes the moves it takes over in italics, as it does the hints you make.&lt;/li&gt;&lt;/ul&gt;%4</source>
        <translation>&lt;h2&gt;%1&lt;/h2&gt;&lt;h3&gt;目标&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;h3&gt;走法&lt;/h3&gt;%3&lt;h3&gt;玩法&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;点击棋子即可移动它。有多种走法的棋子会被拿起：再点击它要去的地方。&lt;/li&gt;&lt;li&gt;键盘：方向键让键盘框在棋子之间移动（&lt;b&gt;Home&lt;/b&gt;、&lt;b&gt;End&lt;/b&gt;：第一个和最后一个可以走的棋子），&lt;b&gt;Enter&lt;/b&gt; 或&lt;b&gt;空格键&lt;/b&gt;走键盘框里的棋子，或者说明它为什么不能走。有多种走法的棋子会被拿起：方向键选择它要去的地方，&lt;b&gt;Enter&lt;/b&gt; 走这一步，&lt;b&gt;Esc&lt;/b&gt; 取消。&lt;/li&gt;&lt;li&gt;撤销 &lt;b&gt;Ctrl+Z&lt;/b&gt;，重做 &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;，重新开始 &lt;b&gt;Ctrl+R&lt;/b&gt;，新游戏 &lt;b&gt;Ctrl+N&lt;/b&gt;，提示 &lt;b&gt;H&lt;/b&gt;（再按一次即走这一步）。&lt;/li&gt;&lt;li&gt;&lt;b&gt;视图 &amp;gt; 动画速度&lt;/b&gt;（或&lt;b&gt;首选项&lt;/b&gt;）设定棋盘上画出一步走法的快慢：%6。&lt;/li&gt;&lt;li&gt;&lt;b&gt;视图 &amp;gt; 状态空间&lt;/b&gt;（&lt;b&gt;Ctrl+G&lt;/b&gt;）画出小棋盘能到达的每个局面；点击其中一个即可把游戏带到那里。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;观看解法&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;播放解法&lt;/b&gt;（&lt;b&gt;Ctrl+Shift+H&lt;/b&gt;）从你当前的局面起播放一种最优走法；&lt;b&gt;从头观看解法&lt;/b&gt;（&lt;b&gt;Ctrl+Shift+W&lt;/b&gt;）从开局起播放。棋盘下方的播放条可以播放和暂停（&lt;b&gt;空格&lt;/b&gt;，无论键盘焦点在播放器的哪个控件上；但焦点在&lt;b&gt;从这里继续&lt;/b&gt;上时，空格会按下它）、单步前后（&lt;b&gt;左&lt;/b&gt;、&lt;b&gt;右&lt;/b&gt;）、跳到起始或目标（&lt;b&gt;Home&lt;/b&gt;、&lt;b&gt;End&lt;/b&gt;），还可以用滑块跳到任意一步。播放速度有：%5；起始速度随动画速度而定。&lt;/li&gt;&lt;li&gt;%7&lt;/li&gt;&lt;li&gt;点击一个棋子或&lt;b&gt;从这里继续&lt;/b&gt;，即可从所显示的那一步起亲手继续；&lt;b&gt;Esc&lt;/b&gt; 返回你原来的游戏。你的已走步列表用斜体写出它接手的那些步，你走的提示步也是如此。&lt;/li&gt;&lt;/ul&gt;%4</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Verdicts&lt;/h3&gt;&lt;p&gt;Every move is judged by exact search. A &lt;b&gt;proper&lt;/b&gt; move keeps a solution in the fewest moves possible; an &lt;b&gt;improper&lt;/b&gt; one makes that impossible, and the panel says how many moves it costs. No paper has proved rules of thumb for this board, so the verdicts give the search&apos;s answer alone.&lt;/p&gt;%1&lt;p&gt;Hints help you along, and your result says how many you used: a solve without them beats one with them. A game in which you saw the solution (played by Play solution, or drawn in the state space) is recorded as seen, never as solved by you.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;评判&lt;/h3&gt;&lt;p&gt;每一步都由精确搜索评判。&lt;b&gt;恰当&lt;/b&gt;的一步保留用最少步数完成的可能；&lt;b&gt;不当&lt;/b&gt;的一步使之不再可能，面板会说明它多花多少步。还没有论文为这种棋盘证明过经验法则，因此评判只给出搜索的结论。&lt;/p&gt;%1&lt;p&gt;提示能帮你前进，你的成绩会记下用了几次：不用提示的成功胜过用了提示的。看过解法的局（由“播放解法”播放，或在状态空间中画出）记为已看过，绝不算你自己解出。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Verdicts&lt;/h3&gt;&lt;p&gt;Every move is judged at once. A &lt;b&gt;proper&lt;/b&gt; move keeps a solution in the fewest moves possible; an &lt;b&gt;improper&lt;/b&gt; one makes that impossible (M. Yancey, &lt;i&gt;In Response to Peg Jumping for Fun and Profit&lt;/i&gt;). Improper moves are moving a peg backward, jumping a peg of the same colour, and any move that leaves an &lt;i&gt;improper board&lt;/i&gt;, one that forces such a move later. An improper move is marked with a warning sign on the board and in the list, and the panel says why and what it costs.&lt;/p&gt;%1&lt;p&gt;Turn on &lt;b&gt;View &amp;gt; Coach&lt;/b&gt; to be warned before: hovering a peg whose move would be improper shows a warning on the hole it would go to.&lt;/p&gt;&lt;p&gt;Hints help you along, and your result says how many you used: a solve without them beats one with them. A game in which you saw the solution (played by Play solution, or drawn in the state space) is recorded as seen, never as solved by you.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;评判&lt;/h3&gt;&lt;p&gt;每一步都会立即评判。&lt;b&gt;恰当&lt;/b&gt;的一步保留用最少步数完成的可能；&lt;b&gt;不当&lt;/b&gt;的一步使之不再可能（M. Yancey，&lt;i&gt;In Response to Peg Jumping for Fun and Profit&lt;/i&gt;）。不当的步包括：把棋子往回走、跳过同色棋子，以及任何留下&lt;i&gt;不当局面&lt;/i&gt;（之后必然迫使出现这种步）的走法。不当的一步会在棋盘和列表中以警告标志标出，面板会说明原因和代价。&lt;/p&gt;&lt;p&gt;打开 &lt;b&gt;视图 &amp;gt; 教练&lt;/b&gt; 可以提前得到警告：鼠标悬停在一个走法会不当的棋子上时，它将去的洞上会显示警告。&lt;/p&gt;%1&lt;p&gt;提示能帮你前进，你的成绩会记下用了几次：不用提示的成功胜过用了提示的。看过解法的局（由“播放解法”播放，或在状态空间中画出）记为已看过，绝不算你自己解出。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>This forward step</source>
        <translation>这次前进一步</translation>
    </message>
    <message>
        <source>This jump over the other colour</source>
        <translation>这次跳过异色棋子的跳跃</translation>
    </message>
    <message>
        <source>This jump over a peg of the same colour</source>
        <translation>这次跳过同色棋子的跳跃</translation>
    </message>
    <message>
        <source>This backward step</source>
        <translation>这次后退一步</translation>
    </message>
    <message>
        <source>This backward jump</source>
        <translation>这次后退跳跃</translation>
    </message>
    <message>
        <source>This jump that leaves the weight unchanged</source>
        <translation>这次等权跳跃</translation>
    </message>
    <message>
        <source>This pair shift</source>
        <translation>这次成对移动</translation>
    </message>
    <message>
        <source>This step</source>
        <translation>这次滑动</translation>
    </message>
    <message>
        <source>This jump</source>
        <translation>这次跳跃</translation>
    </message>
    <message>
        <source>This move</source>
        <translation>这一步</translation>
    </message>
    <message>
        <source>This backward step, which moves a peg away from its destination</source>
        <translation>这次后退一步（使棋子远离其目的地）</translation>
    </message>
    <message>
        <source>This backward jump, which moves a peg away from its destination</source>
        <translation>这次后退跳跃（使棋子远离其目的地）</translation>
    </message>
    <message>
        <source>This forward step, which lowers the board&apos;s weight</source>
        <translation>这次前进一步（降低了棋盘的权重）</translation>
    </message>
    <message>
        <source>This jump over the other colour, which lowers the board&apos;s weight</source>
        <translation>这次跳过异色棋子的跳跃（降低了棋盘的权重）</translation>
    </message>
    <message>
        <source>This jump over a peg of the same colour, which lowers the board&apos;s weight</source>
        <translation>这次跳过同色棋子的跳跃（降低了棋盘的权重）</translation>
    </message>
    <message>
        <source>This backward step, which raises the board&apos;s weight</source>
        <translation>这次后退一步（提高了棋盘的权重）</translation>
    </message>
    <message>
        <source>This backward jump, which raises the board&apos;s weight</source>
        <translation>这次后退跳跃（提高了棋盘的权重）</translation>
    </message>
    <message>
        <source>This jump that leaves the weight unchanged, which leaves the board&apos;s weight unchanged</source>
        <translation>这次等权跳跃（棋盘的权重不变）</translation>
    </message>
    <message>
        <source>%1, keeps an optimal finish</source>
        <comment>the subject ends in a relative clause</comment>
        <translation>%1，仍保留最优收尾</translation>
    </message>
    <message>
        <source>%1 keeps an optimal finish</source>
        <translation>%1仍保留最优收尾</translation>
    </message>
    <message>
        <source>%1, leaves no optimal finish</source>
        <comment>the subject ends in a relative clause</comment>
        <translation>%1，不再留有最优收尾</translation>
    </message>
    <message>
        <source>%1 leaves no optimal finish</source>
        <translation>%1不再留有最优收尾</translation>
    </message>
    <message>
        <source>at this size Leapfrog cannot tell whether the game is still optimal, nor the best move from here</source>
        <translation>在这个大小下，Leapfrog 既无法判断这局是否仍然最优，也无法判断从这里出发的最佳一步</translation>
    </message>
    <message>
        <source>at this size Leapfrog cannot tell whether it keeps an optimal finish</source>
        <translation>在这个大小下，Leapfrog 无法判断这一步是否保留最优收尾</translation>
    </message>
    <message>
        <source>at this size Leapfrog cannot tell the best move from here</source>
        <translation>在这个大小下，Leapfrog 无法判断从这里出发的最佳一步</translation>
    </message>
    <message>
        <source>The game is no longer optimal</source>
        <translation>这局已不再最优</translation>
    </message>
    <message>
        <source>no optimal solution of this board moves backward</source>
        <translation>这个棋盘的任何最优解都不会后退</translation>
    </message>
    <message>
        <source>no optimal solution of this board jumps a peg over its own colour</source>
        <translation>这个棋盘的任何最优解都不会让棋子跳过同色棋子</translation>
    </message>
    <message>
        <source>it creates the improper board %1 (holes %2), from which every finish needs a backward move or a jump over the same colour</source>
        <translation>它造成了不当局面 %1（洞 %2），从那里出发的每一种收尾都需要一次后退或一次跳过同色棋子</translation>
    </message>
    <message>
        <source>it keeps the shortest finish</source>
        <translation>它保留了最短收尾</translation>
    </message>
    <message numerus="yes">
        <source>it costs %Ln move(s) over the shortest finish</source>
        <translation>
            <numerusform>它比最短收尾多花 %Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <source>after it the goal can no longer be reached</source>
        <translation>走完这一步后再也无法到达目标</translation>
    </message>
    <message numerus="yes">
        <source>from here the best finish takes %Ln move(s); after this move %1</source>
        <translation>
            <numerusform>从这里出发，最佳收尾需要 %Ln 步；走完这一步后需要 %1 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Illegal: %1</source>
        <translation>不合规则：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a claim, then why it holds</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>a claim, then a further fact</comment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two claims in a row</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>the end of a reason&apos;s sentence</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>forward step</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>jump over the other colour</source>
        <translation>跳过异色棋子</translation>
    </message>
    <message>
        <source>jump over a peg of the same colour</source>
        <translation>跳过同色棋子</translation>
    </message>
    <message>
        <source>backward step</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>backward jump</source>
        <translation>后退跳跃</translation>
    </message>
    <message>
        <source>jump that leaves the weight unchanged</source>
        <translation>等权跳跃</translation>
    </message>
    <message>
        <source>pair shift</source>
        <translation>成对移动</translation>
    </message>
    <message>
        <source>step</source>
        <translation>滑动</translation>
    </message>
    <message>
        <source>jump</source>
        <translation>跳跃</translation>
    </message>
    <message>
        <source>move</source>
        <translation>走法</translation>
    </message>
    <message>
        <source>Yancey, section 2.1, Lemma 7</source>
        <translation>Yancey，第 2.1 节，引理 7</translation>
    </message>
    <message>
        <source>Yancey, section 2.1, Lemma 6</source>
        <translation>Yancey，第 2.1 节，引理 6</translation>
    </message>
    <message>
        <source>Yancey, section 2.3</source>
        <translation>Yancey，第 2.3 节</translation>
    </message>
    <message>
        <source>Yancey, section 1.1, after Bradley and Thomas</source>
        <translation>Yancey，第 1.1 节，依据 Bradley 与 Thomas</translation>
    </message>
    <message>
        <source>exact search</source>
        <translation>精确搜索</translation>
    </message>
    <message>
        <source>Yancey, section 2</source>
        <translation>Yancey，第 2 节</translation>
    </message>
    <message>
        <source>a forward step</source>
        <translation>一次前进一步</translation>
    </message>
    <message>
        <source>a jump over the other colour</source>
        <translation>一次跳过异色棋子的跳跃</translation>
    </message>
    <message>
        <source>a jump over a peg of the same colour</source>
        <translation>一次跳过同色棋子的跳跃</translation>
    </message>
    <message>
        <source>a backward step</source>
        <translation>一次后退一步</translation>
    </message>
    <message>
        <source>a backward jump</source>
        <translation>一次后退跳跃</translation>
    </message>
    <message>
        <source>a jump that leaves the weight unchanged</source>
        <translation>一次等权跳跃</translation>
    </message>
    <message>
        <source>a pair shift</source>
        <translation>一次成对移动</translation>
    </message>
    <message>
        <source>a step</source>
        <translation>一次滑动</translation>
    </message>
    <message>
        <source>a jump</source>
        <translation>一次跳跃</translation>
    </message>
    <message>
        <source>a move</source>
        <translation>一步</translation>
    </message>
    <message>
        <source>_ the empty hole, * any run of holes</source>
        <translation>_ 空洞，* 任意一串洞</translation>
    </message>
    <message>
        <source>it is move %1 of %2 of a published shortest solution, in its opening, where the runs of jumps lengthen</source>
        <translation>它是 一个已发表的最短解法的第 %1 步（共 %2 步），处于开局阶段：连续跳跃的段落逐渐变长</translation>
    </message>
    <message>
        <source>it is move %1 of %2 of a published shortest solution, in its middle, the longest run of jumps, through the fully interleaved board</source>
        <translation>它是 一个已发表的最短解法的第 %1 步（共 %2 步），处于中间阶段：最长的一段连续跳跃，穿过两色完全交错的局面</translation>
    </message>
    <message>
        <source>it is move %1 of %2 of a published shortest solution, in its closing, where the runs of jumps shorten and the colours separate</source>
        <translation>它是 一个已发表的最短解法的第 %1 步（共 %2 步），处于收官阶段：连续跳跃的段落逐渐变短，两种颜色逐渐分开</translation>
    </message>
</context>
<context>
    <name>RecordTexts</name>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <source>, optimal</source>
        <translation>，最优</translation>
    </message>
    <message>
        <source>, with the solution shown</source>
        <translation>，显示过解法</translation>
    </message>
    <message numerus="yes">
        <source>, with %Ln hint(s)</source>
        <translation>
            <numerusform>，使用了 %Ln 次提示</numerusform>
        </translation>
    </message>
    <message>
        <source>Your best is still %1.</source>
        <translation>你的最好成绩仍是 %1。</translation>
    </message>
    <message>
        <source>A new record: %1.</source>
        <translation>新纪录：%1。</translation>
    </message>
    <message>
        <source>You matched your best: %1.</source>
        <translation>你追平了最好成绩：%1。</translation>
    </message>
    <message>
        <source>As good as your best, %1, and quicker: %2 instead of %3.</source>
        <translation>与最好成绩相同（%1），而且更快：%2，之前是 %3。</translation>
    </message>
    <message>
        <source>As good as your best, %1, and now timed: %2.</source>
        <translation>与最好成绩相同（%1），现在有了用时：%2。</translation>
    </message>
    <message>
        <source>A new record: %1, your first without help.</source>
        <translation>新纪录：%1，你第一次没有借助帮助。</translation>
    </message>
    <message>
        <source>Recorded, but not as your own solve: %1.</source>
        <translation>已记录，但不算你自己解出：%1。</translation>
    </message>
    <message>
        <source>Your best so far: %1. Without help, your next solve will be your first record.</source>
        <translation>目前的最好成绩：%1。下次不借助帮助解开，就是你的第一个纪录。</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n blue peg(s) (B), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>局面“%1”有 %n 个蓝棋子（B），而 %2 有 %3 个，例如 %4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n red peg(s) (R), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>局面“%1”有 %n 个红棋子（R），而 %2 有 %3 个，例如 %4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n yellow peg(s) (Y), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>局面“%1”有 %n 个黄棋子（Y），而 %2 有 %3 个，例如 %4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n empty hole(s) (_), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>局面“%1”有 %n 个空洞（_），而 %2 有 %3 个，例如 %4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n &quot;%2&quot;, and %3 has %4, as in %5.</source>
        <translation>
            <numerusform>局面“%1”有 %n 个“%2”，而 %3 有 %4 个，例如 %5。</numerusform>
        </translation>
    </message>
    <message>
        <source>The position is empty: write one letter a hole.</source>
        <translation>局面是空的：每个洞写一个字母。</translation>
    </message>
    <message>
        <source>The position &quot;%1&quot; has &quot;%2&quot; at hole %3; a hole holds B (blue), R (red), Y (yellow), _ (empty) or a frog&apos;s number.</source>
        <translation>局面“%1”在洞 %3 处是“%2”；每个洞只能是 B（蓝）、R（红）、Y（黄）、_（空）或青蛙的编号。</translation>
    </message>
    <message numerus="yes">
        <source>The position &quot;%1&quot; has %n hole(s), and %2 has %3, as in %4.</source>
        <translation>
            <numerusform>局面“%1”有 %n 个洞，而 %2 有 %3 个，例如 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>The move &quot;%1&quot; names a hole beyond %2, the last hole of %3.</source>
        <translation>走法“%1”提到的洞超出了 %2，即 %3 的最后一个洞。</translation>
    </message>
    <message>
        <source>A size is missing in &quot;%1&quot;: write whole numbers, as in classic:3 or classic:3x2.</source>
        <translation>“%1”缺少大小：请写整数，例如 classic:3 或 classic:3x2。</translation>
    </message>
    <message>
        <source>The size &quot;%1&quot; in &quot;%2&quot; is not a whole number of 1 or more.</source>
        <translation>“%2”中的大小“%1”不是不小于 1 的整数。</translation>
    </message>
    <message>
        <source>The size &quot;%1&quot; in &quot;%2&quot; is over the limit of %3.</source>
        <translation>“%2”中的大小“%1”超过了上限 %3。</translation>
    </message>
    <message>
        <source>The sizes in &quot;%1&quot; do not fit the board %2: write them as in %3.</source>
        <translation>“%1”中的大小不适合棋盘 %2：请照 %3 的样子写。</translation>
    </message>
    <message>
        <source>In &quot;%1&quot; the first size NB must be larger than the two arms N1 and N2 together, so that the last hole lies on the line.</source>
        <translation>在“%1”中，第一个大小 NB 必须大于两臂 N1 与 N2 之和，这样最后一个洞才在直线上。</translation>
    </message>
    <message>
        <source>The ending &quot;%1&quot; in &quot;%2&quot; is not understood: after the sizes come at most one h (holes between the sides), then at most one k (the longest jump), each with a number from 1 to %3, as in classic:6h2k2.</source>
        <translation>无法理解“%2”中的结尾“%1”：大小之后最多跟一个 h（两方之间的空洞数），再最多跟一个 k（最长的跳），各带一个 1 到 %3 的数，例如 classic:6h2k2。</translation>
    </message>
    <message>
        <source>The board %1 takes no position: game IDs name row boards (classic, strict and row).</source>
        <translation>棋盘 %1 不接受局面：游戏 ID 只用于一排的棋盘（classic、strict 和 row）。</translation>
    </message>
    <message>
        <source>The option &quot;%1&quot; in &quot;%2&quot; is not understood: after the start and the goal come ,strict (or ,classic) and ,k with the longest jump, in that order, as in row:BB__RR&gt;RR__BB,strict,k2.</source>
        <translation>无法理解“%2”中的选项“%1”：起点和目标之后依次是 ,strict（或 ,classic）和带最长跳跃的 ,k，例如 row:BB__RR&gt;RR__BB,strict,k2。</translation>
    </message>
    <message>
        <source>A row holds blue pegs (B), red pegs (R) and empty holes (_) only, and hole %1 holds &quot;%2&quot;.</source>
        <translation>一排只能有蓝棋子（B）、红棋子（R）和空洞（_），而洞 %1 是“%2”。</translation>
    </message>
    <message>
        <source>The start has %1 holes and the goal %2: both need the same length.</source>
        <translation>起点有 %1 个洞，目标有 %2 个：两者长度必须相同。</translation>
    </message>
    <message>
        <source>A row has 2 to %1 holes, and this one has %2.</source>
        <translation>一排有 2 到 %1 个洞，而这一排有 %2 个。</translation>
    </message>
    <message>
        <source>Start and goal hold different pegs: the start %1 blue and %2 red, the goal %3 blue and %4 red; a move never adds or removes a peg.</source>
        <translation>起点和目标的棋子不同：起点有 %1 个蓝、%2 个红，目标有 %3 个蓝、%4 个红；走棋从不增减棋子。</translation>
    </message>
    <message>
        <source>The row has no empty hole, so no peg can move.</source>
        <translation>这一排没有空洞，所以没有棋子能走。</translation>
    </message>
    <message>
        <source>The text &quot;%1&quot; names no board: write a board&apos;s name, a colon and its size, as in classic:3.</source>
        <translation>文本“%1”没有指明棋盘：请写棋盘名、冒号和大小，例如 classic:3。</translation>
    </message>
    <message>
        <source>The size in &quot;%1&quot; is out of range: the board %2 takes one size from 1 to %3.</source>
        <translation>“%1”中的大小超出范围：棋盘 %2 只接受 1 到 %3 之间的一个大小。</translation>
    </message>
    <message>
        <source>The row &quot;%1&quot; would have %2 holes; a row with several holes between the sides or long jumps has at most %3 holes.</source>
        <translation>一排“%1”会有 %2 个洞；两方之间有多个空洞或可长跳的一排最多只有 %3 个洞。</translation>
    </message>
    <message>
        <source>The text &quot;%1&quot; names no row: after &quot;row:&quot; write the start, &gt; and the goal, as in row:BR_BR&gt;RB_RB.</source>
        <translation>文本“%1”没有指明一排：请在“row:”之后写起点、&gt; 和目标，例如 row:BR_BR&gt;RB_RB。</translation>
    </message>
    <message>
        <source>The game ID &quot;%1&quot; has no position after the @.</source>
        <translation>游戏 ID“%1”在 @ 之后没有局面。</translation>
    </message>
    <message>
        <source>The game ID &quot;%1&quot; has more than one @; a game ID names one board and one position.</source>
        <translation>游戏 ID“%1”含有不止一个 @；游戏 ID 只写一个棋盘和一个局面。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a board family&apos;s name in the Variant menu, the word a game ID writes</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the families listed</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>There is no board called &quot;%1&quot;; the boards are those of the Variant menu: %2.</source>
        <translation>没有名为“%1”的棋盘；棋盘就是“变体”菜单中的那些：%2。</translation>
    </message>
</context>
<context>
    <name>SaveFileText</name>
    <message>
        <source>The file lacks the field &quot;%1&quot; that every saved game has.</source>
        <translation>文件缺少每个已保存游戏都有的字段“%1”。</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history lacks the field &quot;%2&quot;.</source>
        <translation>游戏历史的第 %1 项缺少字段“%2”。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of the file should hold a text.</source>
        <translation>文件的字段“%1”应为文本。</translation>
    </message>
    <message>
        <source>The field &quot;%2&quot; of entry %1 of the game&apos;s history should hold a text.</source>
        <translation>游戏历史第 %1 项的字段“%2”应为文本。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of the file should hold a whole number.</source>
        <translation>文件的字段“%1”应为整数。</translation>
    </message>
    <message>
        <source>The field &quot;%2&quot; of entry %1 of the game&apos;s history should hold a whole number.</source>
        <translation>游戏历史第 %1 项的字段“%2”应为整数。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of the file should hold true or false.</source>
        <translation>文件的字段“%1”应为 true 或 false。</translation>
    </message>
    <message>
        <source>The field &quot;%1&quot; of the file should hold a list of moves.</source>
        <translation>文件的字段“%1”应为走法列表。</translation>
    </message>
    <message>
        <source>This is a folder, a device or a pipe, not a file, so it holds no saved game.</source>
        <translation>这是文件夹、设备或管道，而不是文件，因此不含已保存的游戏。</translation>
    </message>
    <message>
        <source>Permission to read the file is denied.</source>
        <translation>没有读取该文件的权限。</translation>
    </message>
    <message>
        <source>The file cannot be opened (%1).</source>
        <comment>the system&apos;s reason</comment>
        <translation>无法打开该文件（%1）。</translation>
    </message>
    <message>
        <source>The file is %1 MB, far larger than any saved game (at most %2 MB).</source>
        <translation>该文件大小为 %1 MB，远超任何已保存的游戏（最多 %2 MB）。</translation>
    </message>
    <message>
        <source>The file is empty: it holds no game.</source>
        <translation>文件是空的：其中没有游戏。</translation>
    </message>
    <message>
        <source>The file is not a saved game: it is no JSON text (reading stopped at character %1).</source>
        <translation>该文件不是已保存的游戏：它不是 JSON 文本（读取在第 %1 个字符处停止）。</translation>
    </message>
    <message>
        <source>The file is not a saved game: its JSON holds no fields of a game.</source>
        <translation>该文件不是已保存的游戏：其 JSON 中没有游戏的字段。</translation>
    </message>
    <message>
        <source>The file is not a Leapfrog game: its format is &quot;%1&quot;, not &quot;%2&quot;.</source>
        <translation>该文件不是 Leapfrog 游戏：其格式为“%1”，而不是“%2”。</translation>
    </message>
    <message>
        <source>The file was saved by a newer Leapfrog, in format version %1; this Leapfrog reads versions up to %2.</source>
        <translation>该文件由较新的 Leapfrog 以格式版本 %1 保存；此 Leapfrog 只能读取 %2 及以下的版本。</translation>
    </message>
    <message>
        <source>The file names format version %1, which does not exist: versions start at 1.</source>
        <translation>该文件标明的格式版本 %1 不存在：版本从 1 开始。</translation>
    </message>
    <message>
        <source>The board &quot;%1&quot; of the file cannot be played.</source>
        <translation>文件中的棋盘“%1”无法游玩。</translation>
    </message>
    <message>
        <source>The game starts from &quot;%1&quot;, which is not the start of %2 (%3).</source>
        <translation>该游戏从“%1”开始，而这不是 %2 的起始局面（%3）。</translation>
    </message>
    <message>
        <source>The game&apos;s history has %1 entries, more than a saved game holds (at most %2).</source>
        <translation>游戏历史有 %1 项，超过已保存游戏能容纳的数量（最多 %2 项）。</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history is neither a move nor a restart.</source>
        <translation>游戏历史的第 %1 项既不是走法也不是重新开始。</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history is of the kind &quot;%2&quot;; a saved game knows &quot;move&quot; and &quot;restart&quot;.</source>
        <translation>游戏历史的第 %1 项类型为“%2”；已保存的游戏只认“move”和“restart”。</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history was made by &quot;%2&quot;; a saved game knows &quot;player&quot;, &quot;solution&quot; and &quot;hint&quot;.</source>
        <translation>游戏历史的第 %1 项来源为“%2”；已保存的游戏只认“player”、“solution”和“hint”。</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history, &quot;%2&quot;, is not a move written as two holes, as in 3-4.</source>
        <translation>游戏历史的第 %1 项“%2”不是用两个孔写成的走法（如 3-4）。</translation>
    </message>
    <message>
        <source>Entry %1 of the game&apos;s history cannot be read.</source>
        <translation>无法读取游戏历史的第 %1 项。</translation>
    </message>
    <message>
        <source>The move %1 (entry %2 of the game&apos;s history) is not allowed on %3: %4.</source>
        <translation>走法 %1（游戏历史第 %2 项）在 %3 上不允许：%4。</translation>
    </message>
    <message>
        <source>The game&apos;s place in its history, %1, lies outside it (0 to %2).</source>
        <translation>游戏在其历史中的位置 %1 超出了范围（0 到 %2）。</translation>
    </message>
</context>
<context>
    <name>SizePresets</name>
    <message>
        <source>%1 a side</source>
        <translation>每边 %1 个</translation>
    </message>
    <message>
        <source>%1 frogs</source>
        <translation>%1 只青蛙</translation>
    </message>
    <message>
        <source>%1 x %1 (beyond exact verdicts)</source>
        <translation>%1 × %1（超出精确评判范围）</translation>
    </message>
    <message>
        <source>%1 x %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message numerus="yes">
        <source>Arms of %n hole(s)</source>
        <translation>
            <numerusform>每臂 %n 个洞</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 blue · trunk %2 · arms %3 and %4</source>
        <translation>%1 个蓝色 · 主干 %2 · 两臂 %3 和 %4</translation>
    </message>
    <message>
        <source>%1 of each colour</source>
        <translation>每种颜色 %1 个</translation>
    </message>
</context>
<context>
    <name>Solvability</name>
    <message>
        <source>No sequence of moves reaches the goal on this board, so there is no hint and no solution to show. Try another size.</source>
        <translation>在这个棋盘上没有任何走法能到达目标，因此没有提示也没有解法可显示。请换一个大小试试。</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>%1 a side</source>
        <translation>每边 %1 个</translation>
    </message>
    <message>
        <source>%1 blue and %2 red</source>
        <translation>%1 个蓝色和 %2 个红色</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>严格</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>, %1 holes</source>
        <translation>，%1 个空洞</translation>
    </message>
    <message>
        <source>, jumps over up to %1 pegs</source>
        <translation>，最多跳过 %1 个棋子</translation>
    </message>
    <message>
        <source>Custom puzzle (%1%2)</source>
        <translation>自定义谜题（%1%2）</translation>
    </message>
    <message>
        <source>%1, %2%3</source>
        <translation>%1，%2%3</translation>
    </message>
    <message>
        <source>Strict rules</source>
        <translation>严格规则</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>par unknown</source>
        <translation>标准步数未知</translation>
    </message>
    <message>
        <source>par</source>
        <translation>标准步数</translation>
    </message>
    <message>
        <source>%1 over par</source>
        <translation>超出标准步数 %1</translation>
    </message>
    <message>
        <source>Start a new game to solve one without having seen its solution.</source>
        <translation>开始新游戏，在没看过解法的情况下解出一局。</translation>
    </message>
    <message>
        <source>Challenge: %1</source>
        <translation>挑战：%1</translation>
    </message>
    <message>
        <source>Classic, 5 a side (Brainbuster)</source>
        <translation>经典，每边 5 个（Brainbuster）</translation>
    </message>
    <message>
        <source>Classic, %1</source>
        <translation>经典，%1</translation>
    </message>
    <message>
        <source>Strict rules, %1</source>
        <translation>严格规则，%1</translation>
    </message>
    <message>
        <source>Pair shift, %1 of each</source>
        <translation>成对移动，每种 %1 个</translation>
    </message>
    <message>
        <source>Branching board, %1 blue and %2 red</source>
        <translation>分支棋盘，%1 个蓝色和 %2 个红色</translation>
    </message>
    <message numerus="yes">
        <source>Dudeney&apos;s frogs, %Ln frog(s)</source>
        <translation>
            <numerusform>Dudeney 的青蛙，%Ln 只</numerusform>
        </translation>
    </message>
    <message>
        <source>Grid, %1 x %1</source>
        <translation>网格，%1 × %1</translation>
    </message>
    <message>
        <source>This game starts from %1, not from the usual start: take it to the goal %2 in as few moves as you can. Click a peg to move it.</source>
        <translation>这局从 %1 开始，而不是通常的起始局面：用尽可能少的步数把它带到目标 %2。点击棋子即可移动它。</translation>
    </message>
    <message>
        <source>Move each colour on to the next arm, turning anticlockwise: blue into the yellow arm, red into the blue arm, yellow into the red arm, with the centre empty at the end. The rings round the holes show where each colour must end. Click a peg to move it; jumps may turn through the centre.</source>
        <translation>把每种颜色逆时针移到下一条臂上：蓝色进黄色臂，红色进蓝色臂，黄色进红色臂，最后中心为空。洞周围的圆环表示每种颜色最终的位置。点击棋子即可移动它；跳跃可以经过中心转弯。</translation>
    </message>
    <message>
        <source>Swap the sides: the %1 red pegs end at the left end of the line, the empty hole next to them, and blue fills the rest of the line and both arms. The rings round the holes show where each colour must end. Click a peg to move it; jumps may turn through the branching point.</source>
        <translation>交换两边：%1 个红色棋子最终位于线的左端，空洞紧挨着它们，蓝色填满线的其余部分和两条臂。洞周围的圆环表示每种颜色最终的位置。点击棋子即可移动它；跳跃可以经过分支点转弯。</translation>
    </message>
    <message>
        <source>Reverse the order of the frogs, so that the row reads %1 with the empty hole at the left end, in as few moves as you can. Click a frog to move it.</source>
        <translation>用尽可能少的步数把青蛙的顺序倒过来，使这一行变成 %1，空洞在最左端。点击青蛙即可移动它。</translation>
    </message>
    <message>
        <source>Swap the two colours: turn the board half a turn, so that blue fills the bottom right and red the top left, the centre empty. Blue moves right or down, red left or up. Click a peg to move it.</source>
        <translation>交换两种颜色：把棋盘转半圈，让蓝色填满右下、红色填满左上，中心为空。蓝色向右或向下走，红色向左或向上走。点击棋子即可移动它。</translation>
    </message>
    <message>
        <source>Reach the position %1. Click a peg to move it.</source>
        <translation>到达局面 %1。点击棋子即可移动它。</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>干得好！</translation>
    </message>
    <message>
        <source>The fewest moves possible from this position. Congratulations!</source>
        <translation>这是从该局面出发的最少步数。恭喜！</translation>
    </message>
    <message>
        <source>Well done! The flagged moves in the list show where the extra moves came from.</source>
        <translation>干得好！列表中标记的步说明了多出的步数从何而来。</translation>
    </message>
    <message>
        <source>The fewest moves possible. Congratulations!</source>
        <translation>这是最少的步数。恭喜！</translation>
    </message>
    <message>
        <source>Every move will be judged exactly.</source>
        <translation>每一步都会被精确评判。</translation>
    </message>
    <message>
        <source>Too large for a table of verdicts: moves will be judged by Yancey&apos;s criteria while the game is optimal, and by exact search in the background after a slip.</source>
        <translation>太大，无法建立评判表：在保持最优时按 Yancey 的准则评判，出现失误后在后台用精确搜索评判。</translation>
    </message>
    <message>
        <source>Too large for a table of verdicts: exact search will judge each move in the background.</source>
        <translation>太大，无法建立评判表：精确搜索将在后台评判每一步。</translation>
    </message>
    <message>
        <source>Too large for exact verdicts: moves will be judged by Yancey&apos;s criteria while the game is optimal; after a slip, each move&apos;s kind is shown.</source>
        <translation>太大，无法精确评判：在保持最优时按 Yancey 的准则评判；出现失误后只显示每一步的类型。</translation>
    </message>
    <message>
        <source>Too large for exact verdicts: each move&apos;s kind is shown.</source>
        <translation>太大，无法精确评判：只显示每一步的类型。</translation>
    </message>
    <message>
        <source>the goal could no longer be reached</source>
        <translation>将再也无法到达目标</translation>
    </message>
    <message numerus="yes">
        <source>it would cost %Ln move(s)</source>
        <translation>
            <numerusform>将多花 %Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 would be improper: %2; %3.</source>
        <translation>%1 会是不当的：%2；%3。</translation>
    </message>
    <message>
        <source>%1 is not the best from here: %2; %3.</source>
        <translation>%1 不是从这里出发的最佳一步：%2；%3。</translation>
    </message>
    <message>
        <source>hole %1</source>
        <translation>洞 %1</translation>
    </message>
    <message>
        <source>holes %1 and %2</source>
        <translation>洞 %1 和 %2</translation>
    </message>
    <message>
        <source>the pair in %1 to %2</source>
        <translation>%1 的一对到 %2</translation>
    </message>
    <message>
        <source>No letter: Yancey&apos;s notation has letters only for steps and jumps toward the goal over the other colour (S, J for blue, s, j for red); this move is none of them.</source>
        <translation>无字母：Yancey 的记谱只为越过另一种颜色、朝目标方向的步和跳设字母（蓝色为 S、J，红色为 s、j）；这一步都不是。</translation>
    </message>
    <message>
        <source>Shift pairs of pegs into the two empty holes until the row reads %1. Click a peg of the pair: it shifts at once when it has one partner; with two, click the partner too.</source>
        <translation>把成对的棋子移入两个空洞，直到这一行变为 %1。单击这一对中的一枚棋子：若它只有一个搭档，这一对会立即移动；若有两个，请再单击搭档。</translation>
    </message>
    <message>
        <source>Restart and try without hints: a solve without help beats a hinted one in your records.</source>
        <translation>重新开始，试试不用提示：在你的记录里，不借助帮助的解法胜过用了提示的解法。</translation>
    </message>
    <message>
        <source>Take a new challenge to solve one without having seen its solution.</source>
        <translation>接受一个新挑战，解一个没看过解法的局面。</translation>
    </message>
    <message>
        <source>Watching the solution does not count as solving it yourself: take a new challenge and try on your own.</source>
        <translation>观看解法不算你自己解出：请接受一个新挑战，自己试一试。</translation>
    </message>
    <message>
        <source>Watching the solution does not count as solving it yourself: start a new game and try on your own.</source>
        <translation>观看解法不算你自己解出：请开始新的一局，自己试一试。</translation>
    </message>
    <message>
        <source>frog %1 in %2 to %3</source>
        <translation>%2 的青蛙 %1 到 %3</translation>
    </message>
    <message>
        <source>Swap the two sides (blue to the right, red to the left) in as few moves as you can. The coloured ring round each hole shows which colour must end there, the dashed ring where the empty hole ends. Click a peg to move it.</source>
        <translation>用尽量少的步数交换两方（蓝色到右边，红色到左边）。每个洞周围的彩色圈表示哪种颜色必须停在那里，虚线圈表示空洞最后的位置。点击棋子来移动它。</translation>
    </message>
    <message>
        <source>Swap the two sides (blue to the right, red to the left, the empty holes between them) in as few moves as you can. The coloured ring round each hole shows which colour must end there, the dashed rings where the empty holes end. Click a peg to move it.</source>
        <translation>用尽量少的步数交换两方（蓝色到右边，红色到左边，空洞在两者之间）。每个洞周围的彩色圈表示哪种颜色必须停在那里，虚线圈表示空洞最后的位置。点击棋子来移动它。</translation>
    </message>
    <message>
        <source>Daily challenge of %1: %2</source>
        <translation>%1 的每日挑战：%2</translation>
    </message>
    <message>
        <source>Daily challenge: %1</source>
        <translation>每日挑战：%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln hint(s)</source>
        <translation>
            <numerusform>%Ln 次提示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with the shown solution and %1</source>
        <translation>
            <numerusform>借助显示的解法和 %1，用 %Ln 步解出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with the shown solution</source>
        <translation>
            <numerusform>借助显示的解法，用 %Ln 步解出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with %1, after seeing the solution</source>
        <translation>
            <numerusform>借助 %1，在看过解法后用 %Ln 步解出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) with %1</source>
        <translation>
            <numerusform>借助 %1，用 %Ln 步解出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) after seeing the solution</source>
        <translation>
            <numerusform>看过解法后用 %Ln 步解出</numerusform>
        </translation>
    </message>
    <message>
        <source>Without hints or the solution, a solve beats a helped one in your records.</source>
        <translation>在你的记录里，不借助提示和解法的解出胜过借助帮助的解出。</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s)</source>
        <translation>
            <numerusform>用 %Ln 步解出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): par</source>
        <translation>
            <numerusform>用 %Ln 步解出：达到标准步数</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): %1 over par (%2)</source>
        <translation>
            <numerusform>用 %Ln 步解出：超出标准步数 %1（%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): optimal</source>
        <translation>
            <numerusform>用 %Ln 步解出：最优</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s): %1 over the minimum of %2</source>
        <translation>
            <numerusform>用 %Ln 步解出：比最少的 %2 多 %1</numerusform>
        </translation>
    </message>
    <message>
        <source> that leaves the pegs jammed</source>
        <translation>，让棋子卡住</translation>
    </message>
    <message>
        <source>the blue peg in %1 to %2</source>
        <translation>%1 的蓝色棋子到 %2</translation>
    </message>
    <message>
        <source>the red peg in %1 to %2</source>
        <translation>%1 的红色棋子到 %2</translation>
    </message>
    <message>
        <source>the yellow peg in %1 to %2</source>
        <translation>%1 的黄色棋子到 %2</translation>
    </message>
    <message>
        <source>Keyboard: the arrow keys move the keyboard frame from peg to peg, Enter or Space moves the peg in it.</source>
        <translation>键盘：方向键让键盘框在棋子之间移动，按 Enter 或空格键走键盘框里的棋子。</translation>
    </message>
    <message>
        <source>Swap the two sides (blue to the right, red to the left) in as few moves as you can. The rules are strict: a peg never moves back (blue only right, red only left) and only jumps over pegs of the other colour. The coloured ring round each hole shows which colour must end there, the dashed ring where the empty hole ends. Click a peg to move it.</source>
        <translation>用尽量少的步数交换两方（蓝色到右边，红色到左边）。规则是严格的：棋子从不后退（蓝色只向右，红色只向左），并且只跳过另一种颜色的棋子。每个洞周围的彩色圈表示哪种颜色必须停在那里，虚线圈表示空洞最后的位置。点击棋子来移动它。</translation>
    </message>
    <message>
        <source>B a blue peg</source>
        <translation>B 蓝色棋子</translation>
    </message>
    <message>
        <source>R a red peg</source>
        <translation>R 红色棋子</translation>
    </message>
    <message>
        <source>Y a yellow peg</source>
        <translation>Y 黄色棋子（英文 yellow）</translation>
    </message>
    <message>
        <source>_ an empty hole</source>
        <translation>_ 空洞</translation>
    </message>
    <message>
        <source>a digit or letter a frog&apos;s number (a for 10, b for 11, c for 12)</source>
        <translation>数字或字母 青蛙的编号（a 为 10，b 为 11，c 为 12）</translation>
    </message>
    <message>
        <source>This board&apos;s game ID is %1: entered as a game ID, it opens this board again. The goal is written hole by hole from hole 1: %2.</source>
        <translation>这个棋盘的游戏编号是 %1：把它作为游戏编号输入，就会再次打开这个棋盘。目标从第 1 个洞起逐洞写出：%2。</translation>
    </message>
    <message>
        <source>A letter with ×n stands for n such holes in a row.</source>
        <translation>字母后跟 ×n 表示连续 n 个这样的洞。</translation>
    </message>
    <message>
        <source>The middle of the goal is left out (…).</source>
        <translation>目标的中间部分已省略（…）。</translation>
    </message>
    <message>
        <source>Three-colour Y, %1 a colour</source>
        <translation>三色 Y，每色 %1 个</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Slide a peg</source>
        <translation>滑动一个棋子</translation>
    </message>
    <message>
        <source>Jump over a peg</source>
        <translation>跳过一个棋子</translation>
    </message>
    <message>
        <source>A peg can jump over one peg into the hole. Click the red peg: it jumps over the blue one.</source>
        <translation>棋子可以跳过一个棋子进入空洞。点击红色棋子：它会跳过蓝色棋子。</translation>
    </message>
    <message>
        <source>Finish the puzzle</source>
        <translation>完成谜题</translation>
    </message>
    <message>
        <source>You win when blue and red have swapped sides. Click the blue peg to slide it home.</source>
        <translation>蓝色和红色交换两边时你就赢了。点击蓝色棋子，让它滑到终点。</translation>
    </message>
    <message>
        <source>A move that costs</source>
        <translation>代价高的一步</translation>
    </message>
    <message>
        <source>You did it in 3 moves! Now two pegs a side. Some moves make the puzzle longer. Try one: click the blue peg with the arrow to jump it over the other blue peg.</source>
        <translation>你用 3 步完成了！现在每边两个棋子。有些走法会让谜题变长。试一试：点击带箭头的蓝色棋子，让它跳过另一个蓝色棋子。</translation>
    </message>
    <message>
        <source>Press Undo (Ctrl+Z) or the Undo button to take the jump back.</source>
        <translation>按撤销（Ctrl+Z）或撤销按钮收回这一跳。</translation>
    </message>
    <message>
        <source>Press Undo (Ctrl+Z) until the board is back as it was at the start.</source>
        <translation>按撤销（Ctrl+Z）直到棋盘恢复到开始时的样子。</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>干得好！</translation>
    </message>
    <message numerus="yes">
        <source>It makes the puzzle %Ln move(s) longer.</source>
        <translation>
            <numerusform>它让谜题多出 %Ln 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>This is another board. Press Redo (Ctrl+Shift+Z) to come back to the tutorial.</source>
        <translation>这是另一个棋盘。按重做（Ctrl+Shift+Z）回到教程。</translation>
    </message>
    <message>
        <source>This is another board. Press Undo (Ctrl+Z) to come back to the tutorial.</source>
        <translation>这是另一个棋盘。按撤销（Ctrl+Z）回到教程。</translation>
    </message>
    <message>
        <source>Read the marks</source>
        <translation>看懂标记</translation>
    </message>
    <message>
        <source>Not that one: move the peg with the arrow (click it, or choose it with the arrow keys and press Enter).</source>
        <translation>不是这个：请走箭头所指的棋子（点击它，或用方向键选中后按 Enter）。</translation>
    </message>
    <message>
        <source>The blue pegs must end on the right and the red pegs on the left. Click the blue peg next to the hole: it slides in.</source>
        <translation>最后蓝色棋子必须都在右边，红色棋子都在左边。点击空洞旁边的蓝色棋子：它会滑进去。</translation>
    </message>
    <message>
        <source>The yellow sign means your jump was a mistake.%1 The tags show why: the empty hole (the tag with a dot), two blue pegs (B B) and a red one (R) in a row leave no shortest way. A ring shows which colour must end in its hole, the dashed ring the empty hole. Letters in the move list name the kind of move, not whether it was good: S a blue step forward, J a blue jump forward over red, s a red step forward, j a red jump forward over blue. Your jump has a dot: none of these. Press Undo (Ctrl+Z).</source>
        <translation>黄色标志表示你的跳跃是个错误。%1标签说明了原因：空洞（带点的标签）、两个蓝棋子（B B）和一个红棋子（R）连成一排，就没有最短的走法了。彩色圈表示哪种颜色必须停在那个洞里，虚线圈表示空洞最后的位置。走法列表里的字母表示走法的种类，而不表示走得好坏：S 蓝棋向前平移，J 蓝棋向前跳过红棋，s 红棋向前平移，j 红棋向前跳过蓝棋。你的跳跃只有一个点：不属于其中任何一种。按撤销（Ctrl+Z）。</translation>
    </message>
    <message>
        <source>Keyboard: the keyboard frame is on that peg: press Enter. The arrow keys move the frame from peg to peg. Esc leaves the tutorial.</source>
        <translation>键盘：键盘框已经在这个棋子上：按 Enter。方向键让键盘框在棋子之间移动。按 Esc 退出教程。</translation>
    </message>
    <message>
        <source>That is not the move this step asks for. Press Undo (Ctrl+Z) to take it back; the arrow then shows the peg to move.</source>
        <translation>这不是这一步要求的走法。按撤销（Ctrl+Z）收回它；然后箭头会指出要走的棋子。</translation>
    </message>
    <message>
        <source>You know both kinds of move now, the step and the jump. On a row with one empty hole, as here, jumping over your own colour never helps: jump over the other colour instead. Stuck? Hint (H) shows a good move. Press Done (or Enter) to play.</source>
        <translation>现在你已经认识两种走法了：移步和跳跃。在只有一个空洞的一排上，就像这里，跳过同色棋子从来没有帮助；要跳过另一种颜色。卡住了？提示（H）会给出一个好的走法。按完成（或 Enter）开始游戏。</translation>
    </message>
</context>
<context>
    <name>Verdicts</name>
    <message>
        <source>proper</source>
        <translation>恰当</translation>
    </message>
    <message>
        <source>improper</source>
        <translation>不当</translation>
    </message>
    <message>
        <source>best from here</source>
        <translation>从这里最佳</translation>
    </message>
    <message>
        <source>goal lost</source>
        <translation>目标已失</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln move(s)</source>
        <translation>
            <numerusform>+%Ln 步</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::Banner</name>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::ChallengeDialog</name>
    <message>
        <source>&amp;Today&apos;s daily challenge (the same for everyone today)</source>
        <translation>今日挑战（今天对所有人都相同）(&amp;T)</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>挑战</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>经典规则</translation>
    </message>
    <message>
        <source>Strict rules</source>
        <translation>严格规则</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>An exact distance</source>
        <translation>精确距离</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Blue pegs (left):</source>
        <translation>蓝色棋子（左）(&amp;B)：</translation>
    </message>
    <message>
        <source>R&amp;ed pegs (right):</source>
        <translation>红色棋子（右）(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>难度(&amp;D)：</translation>
    </message>
    <message>
        <source>Di&amp;stance to the goal:</source>
        <translation>到目标的距离(&amp;S)：</translation>
    </message>
    <message>
        <source>This board is too small for a challenge. Choose more pegs.</source>
        <translation>这个棋盘太小，无法生成挑战。请选择更多棋子。</translation>
    </message>
    <message numerus="yes">
        <source>%1: a position exactly %Ln move(s) from the goal (the whole puzzle takes %2).</source>
        <translation>
            <numerusform>%1：一个距离目标正好 %Ln 步的局面（整个谜题需要 %2 步）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a position from %2 to %3 moves from the goal (the whole puzzle takes %4). Take it to the goal in the fewest moves: that number is its par.</source>
        <translation>%1：一个距离目标 %2 到 %3 步的局面（整个谜题需要 %4 步）。用最少的步数把它带到目标：这个步数就是它的标准步数。</translation>
    </message>
    <message>
        <source>Today&apos;s challenge is the same for everyone who chooses this board and level today.</source>
        <translation>今天选择这个棋盘和难度的每个人得到的今日挑战都相同。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::CustomPuzzleDialog</name>
    <message>
        <source>&amp;Goal is the mirror of the start</source>
        <translation>目标是起始局面的镜像(&amp;G)</translation>
    </message>
    <message>
        <source>Custom puzzle</source>
        <translation>自定义谜题</translation>
    </message>
    <message>
        <source>Classic: any peg steps, or jumps pegs of either colour, either way</source>
        <translation>经典：任何棋子都可以走一步，或跳过任意颜色的棋子，两个方向都可以</translation>
    </message>
    <message>
        <source>Strict: blue only right, red only left, jumps over the other colour only</source>
        <translation>严格：蓝色只向右，红色只向左，只能跳过另一种颜色</translation>
    </message>
    <message numerus="yes">
        <source> peg(s) at most</source>
        <translation>
            <numerusform> 个棋子以内</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>开始玩(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Holes in the row:</source>
        <translation>这一行的洞数(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Jumps over up to:</source>
        <translation>最多跳过(&amp;J)：</translation>
    </message>
    <message>
        <source>Click a hole to cycle it: empty, blue, red.</source>
        <translation>点击一个洞来切换：空、蓝、红。</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>起始：</translation>
    </message>
    <message>
        <source>Goal:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <source>Hole %1</source>
        <translation>洞 %1</translation>
    </message>
    <message>
        <source>Checking with the exact search...</source>
        <translation>正在用精确搜索检查……</translation>
    </message>
    <message>
        <source>The exact search cannot tell within its limits: %1.</source>
        <translation>精确搜索在其限度内无法判断：%1。</translation>
    </message>
    <message>
        <source>Unsolvable: no sequence of moves leads from this start to this goal under these rules (the exact search tried every position the start can reach).</source>
        <translation>无解：在这些规则下，没有任何走法能从这个起始局面到达这个目标（精确搜索尝试了起始局面能到达的每个局面）。</translation>
    </message>
    <message>
        <source>The start is already the goal: draw a different goal.</source>
        <translation>起始局面已经是目标：请画一个不同的目标。</translation>
    </message>
    <message>
        <source>in exactly one optimal way</source>
        <translation>只有一种最优走法</translation>
    </message>
    <message>
        <source>in %1 different optimal ways</source>
        <translation>有 %1 种不同的最优走法</translation>
    </message>
    <message numerus="yes">
        <source>Solvable: %Ln move(s) at best, %1.</source>
        <translation>
            <numerusform>可解：最少 %Ln 步，%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>blue peg</source>
        <translation>蓝色棋子</translation>
    </message>
    <message>
        <source>red peg</source>
        <translation>红色棋子</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Start, hole %1: %2</source>
        <translation>起始，第 %1 洞：%2</translation>
    </message>
    <message>
        <source>Goal, hole %1: %2</source>
        <translation>目标，第 %1 洞：%2</translation>
    </message>
    <message>
        <source>Unsolvable. %1</source>
        <translation>无解。%1</translation>
    </message>
    <message>
        <source>Not a puzzle yet. %1</source>
        <translation>还不是谜题。%1</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::ExportDialog</name>
    <message>
        <source>&amp;Browse...</source>
        <translation>浏览(&amp;B)...</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message numerus="yes">
        <source>My game (%n move(s))</source>
        <translation>
            <numerusform>我的游戏（%n 步）</numerusform>
        </translation>
    </message>
    <message>
        <source>An optimal solution</source>
        <translation>一个最优解</translation>
    </message>
    <message>
        <source>number </source>
        <translation>编号 </translation>
    </message>
    <message>
        <source>Optimal solutions are numbered in the order leapfrog-cli solve --solution K uses.</source>
        <translation>最优解的编号顺序与 leapfrog-cli solve --solution K 所用的相同。</translation>
    </message>
    <message>
        <source>PDF: a strip of boards, one per move</source>
        <translation>PDF：一条棋盘带，每步一个棋盘</translation>
    </message>
    <message>
        <source>SVG: a picture of the board</source>
        <translation>SVG：一张棋盘图片</translation>
    </message>
    <message>
        <source>PNG: a picture of the board</source>
        <translation>PNG：一张棋盘图片</translation>
    </message>
    <message>
        <source>GIF: an animation, one frame per move</source>
        <translation>GIF：一段动画，每步一帧</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source> ms a move</source>
        <translation> 毫秒/步</translation>
    </message>
    <message>
        <source>&amp;What:</source>
        <translation>内容(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Form:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>大小(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Pace:</source>
        <translation>节奏(&amp;P)：</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>文件(&amp;I)：</translation>
    </message>
    <message>
        <source>Export cancelled: no file was written.</source>
        <translation>已取消导出：没有写入任何文件。</translation>
    </message>
    <message>
        <source>Nothing was exported: %1</source>
        <translation>没有导出任何内容：%1</translation>
    </message>
    <message>
        <source>The solution was not found within the time allowed, so nothing was exported (%1).</source>
        <translation>没有在允许的时间内找到解法，因此没有导出任何内容（%1）。</translation>
    </message>
    <message>
        <source>Your game has no moves yet: play some, or export an optimal solution.</source>
        <translation>你的游戏还没有走任何一步：先走几步，或导出一个最优解。</translation>
    </message>
    <message>
        <source>This board has no solution to export.</source>
        <translation>这个棋盘没有可导出的解法。</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>请选择要写入的文件。</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>导出到</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>替换文件？</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 已存在。要替换吗？</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>Saved a strip of %n board(s), the start and each move, to %1.</source>
        <translation>
            <numerusform>已将 %n 个棋盘（起始和每一步）的棋盘带保存到 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved an animation of %n frame(s), the start and each move, to %1.</source>
        <translation>
            <numerusform>已将 %n 帧（起始和每一步）的动画保存到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved a picture of the board after move %1 to %2.</source>
        <translation>已将第 %1 步之后的棋盘图片保存到 %2。</translation>
    </message>
    <message>
        <source>Saved a picture of the board at the start to %1.</source>
        <translation>已将起始时的棋盘图片保存到 %1。</translation>
    </message>
    <message>
        <source>Your game has no moves yet: play some first.</source>
        <translation>你的棋局还没有走任何一步：请先走几步。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::FamilyListModel</name>
    <message>
        <source>no solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>✓ yes</source>
        <translation>✓ 是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>最少步数</translation>
    </message>
    <message>
        <source>Fewest possible</source>
        <translation>最少可能</translation>
    </message>
    <message>
        <source>Slides</source>
        <translation>滑动</translation>
    </message>
    <message>
        <source>Jumps</source>
        <translation>跳跃</translation>
    </message>
    <message>
        <source>%1 (fewest %2)</source>
        <translation>%1（最少 %2）</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::GameIdDialog</name>
    <message>
        <source>Enter game ID</source>
        <translation>输入游戏 ID</translation>
    </message>
    <message>
        <source>A game ID names a board and its start, as in classic:3@BB_BRRR (or a board alone, as in strict:4x3):</source>
        <translation>游戏 ID 指明棋盘及其起始局面，如 classic:3@BB_BRRR（或只写棋盘，如 strict:4x3）：</translation>
    </message>
    <message>
        <source>%1 Write a board, then @ and one letter a hole (B blue, R red, _ empty), as in classic:3@BB_BRRR.</source>
        <translation>%1 请写棋盘名，再写 @ 和每个洞一个字母（B 蓝，R 红，_ 空），如 classic:3@BB_BRRR。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::GameModel</name>
    <message>
        <source>Analysing the board…</source>
        <translation>正在分析棋盘…</translation>
    </message>
    <message>
        <source>Every move is judged exactly.</source>
        <translation>每一步都被精确评判。</translation>
    </message>
    <message>
        <source>No sequence of moves reaches the goal on this board: try another size.</source>
        <translation>在这个棋盘上没有任何走法能到达目标：请换一个大小试试。</translation>
    </message>
    <message>
        <source>Verdicts are unavailable: %1. Only each move&apos;s kind is shown.</source>
        <translation>无法评判：%1。只显示每一步的类型。</translation>
    </message>
    <message>
        <source>This board is too large for a table of verdicts: moves are judged by Yancey&apos;s criteria while the game is optimal; after a slip, exact search judges each move in the background.</source>
        <translation>这个棋盘太大，无法建立评判表：在保持最优时按 Yancey 的准则评判；出现失误后在后台用精确搜索评判每一步。</translation>
    </message>
    <message>
        <source>This board is too large for a table of verdicts: exact search judges each move in the background.</source>
        <translation>这个棋盘太大，无法建立评判表：精确搜索在后台评判每一步。</translation>
    </message>
    <message>
        <source>This board is too large for exact verdicts: moves are judged by Yancey&apos;s criteria while the game is optimal; after a slip, only each move&apos;s kind is shown.</source>
        <translation>这个棋盘太大，无法精确评判：在保持最优时按 Yancey 的准则评判；出现失误后只显示每一步的类型。</translation>
    </message>
    <message>
        <source>Verdicts are unavailable for this size: only each move&apos;s kind is shown. Hint and Play solution ask exact search, and beyond its reach follow the papers&apos; construction.</source>
        <translation>这个大小无法评判：只显示每一步的类型。提示和播放解法会询问精确搜索，超出其能力时则按论文中的构造走。</translation>
    </message>
    <message>
        <source>Verdicts are unavailable for this size: only each move&apos;s kind is shown.</source>
        <translation>这个大小无法评判：只显示每一步的类型。</translation>
    </message>
    <message>
        <source>The game is solved: there is nothing left to show.</source>
        <translation>游戏已解出：没有更多可显示的了。</translation>
    </message>
    <message>
        <source>No peg can move: undo a move first.</source>
        <translation>没有棋子能走：请先撤销一步。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>玩法</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::InvestigationChart</name>
    <message>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>最少步数</translation>
    </message>
    <message>
        <source>Slides</source>
        <translation>滑动</translation>
    </message>
    <message>
        <source>Jumps</source>
        <translation>跳跃</translation>
    </message>
    <message>
        <source>Formula: n² + 2n moves</source>
        <translation>公式：n² + 2n 步</translation>
    </message>
    <message>
        <source>Formula: 2n + 1 moves</source>
        <translation>公式：2n + 1 步</translation>
    </message>
    <message>
        <source>Formula: 2n slides</source>
        <translation>公式：2n 次滑动</translation>
    </message>
    <message>
        <source>Formula: n + 1 slides</source>
        <translation>公式：n + 1 次滑动</translation>
    </message>
    <message>
        <source>Formula: n² jumps</source>
        <translation>公式：n² 次跳跃</translation>
    </message>
    <message>
        <source>Formula: n jumps</source>
        <translation>公式：n 次跳跃</translation>
    </message>
    <message>
        <source>The engine&apos;s minimum</source>
        <translation>引擎算出的最少步数</translation>
    </message>
    <message>
        <source>n blue pegs, m = n red</source>
        <translation>n 个蓝色棋子，m = n 个红色</translation>
    </message>
    <message>
        <source>n blue pegs, m = 1 red</source>
        <translation>n 个蓝色棋子，m = 1 个红色</translation>
    </message>
    <message>
        <source>N of each colour (pairs:N)</source>
        <translation>每种颜色 N 个（pairs:N）</translation>
    </message>
    <message>
        <source>K pegs an arm (y:K)</source>
        <translation>每臂 K 个棋子（y:K）</translation>
    </message>
    <message>
        <source>Filled points: your own games; hollow points: revealed by the program.</source>
        <translation>实心点：你自己的棋局；空心点：由程序揭示。</translation>
    </message>
    <message>
        <source>Dashed, darker: the fewest moves the engine finds.</source>
        <translation>虚线（较深）：引擎找到的最少步数。</translation>
    </message>
    <message>
        <source>Dashed, darker, the formula: n·m + n + m = n² + 2n moves, of which n² jumps and 2n slides.</source>
        <translation>虚线（较深）为公式：n·m + n + m = n² + 2n 步，其中 n² 次跳跃、2n 次平移。</translation>
    </message>
    <message>
        <source>Dashed, darker, the formula: n·m + n + m = 2n + 1 moves, of which n jumps and n + 1 slides.</source>
        <translation>虚线（较深）为公式：n·m + n + m = 2n + 1 步，其中 n 次跳跃、n + 1 次平移。</translation>
    </message>
    <message>
        <source>Its moves match every point shown.</source>
        <translation>其步数与图中每个点都相符。</translation>
    </message>
    <message>
        <source>Solve a board of this sheet (%1 to %2), or reveal one, and its point shows here.</source>
        <translation>解出本页的一个棋盘（%1 到 %2），或揭示一个，它的点就会显示在这里。</translation>
    </message>
    <message>
        <source>This plot shows the boards with as many red pegs as blue (%1 to %2, the table&apos;s diagonal): solve one, or reveal one, and its point shows here.</source>
        <translation>此图显示红子与蓝子一样多的棋盘（%1 到 %2，即表格的对角线）：解出或揭示其中一个，它的点就会显示在这里。</translation>
    </message>
    <message>
        <source>This plot shows the boards with one red peg (%1 to %2, the table&apos;s first column): solve one, or reveal one, and its point shows here.</source>
        <translation>此图显示只有一个红子的棋盘（%1 到 %2，即表格的第一列）：解出或揭示其中一个，它的点就会显示在这里。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::InvestigationWindow</name>
    <message>
        <source>Each cell: the fewest moves found (✓ when no fewer are possible), then slides / jumps. n blue pegs down, m red pegs across. %1</source>
        <translation>每个格子：找到的最少步数（不可能更少时标 ✓），然后是滑动 / 跳跃。纵向为 n 个蓝色棋子，横向为 m 个红色棋子。%1</translation>
    </message>
    <message>
        <source>pairs:N: N pegs of each colour, moved two at a time into the two holes. %1</source>
        <translation>pairs:N：每种颜色 N 个棋子，每次两个移进两个空洞。%1</translation>
    </message>
    <message>
        <source>y:K: three arms of K pegs round an empty centre. y:%1 to y:%2 take minutes the first time; Cancel stops them. %3</source>
        <translation>y:K：三条各有 K 个棋子的臂围绕一个空的中心。y:%1 到 y:%2 第一次需要几分钟；取消可以停止。%3</translation>
    </message>
    <message>
        <source>Investigate: frogs and toads</source>
        <translation>探究：青蛙与蟾蜍</translation>
    </message>
    <message>
        <source>Reveal &amp;cell</source>
        <translation>揭示格子(&amp;C)</translation>
    </message>
    <message>
        <source>Shows the fewest moves, slides and jumps of the chosen board.</source>
        <translation>显示所选棋盘的最少步数、滑动和跳跃次数。</translation>
    </message>
    <message>
        <source>Reveal ro&amp;w</source>
        <translation>揭示整行(&amp;W)</translation>
    </message>
    <message>
        <source>Shows every board of the chosen row (the same number of blue pegs).</source>
        <translation>显示所选行的每个棋盘（蓝色棋子数相同）。</translation>
    </message>
    <message>
        <source>Reveal &amp;all</source>
        <translation>全部揭示(&amp;A)</translation>
    </message>
    <message>
        <source>Shows every board of this sheet.</source>
        <translation>显示这张表的每个棋盘。</translation>
    </message>
    <message>
        <source>&amp;Hide revealed</source>
        <translation>隐藏已揭示(&amp;H)</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>复制(&amp;O)</translation>
    </message>
    <message>
        <source>Copies this sheet as a table, for a spreadsheet or a document.</source>
        <translation>把这张表复制为表格，可用于电子表格或文档。</translation>
    </message>
    <message>
        <source>&amp;Export CSV...</source>
        <translation>导出 CSV(&amp;E)...</translation>
    </message>
    <message>
        <source>Writes every board of every sheet to a CSV file, one row a board.</source>
        <translation>把每张表的每个棋盘写入 CSV 文件，每个棋盘一行。</translation>
    </message>
    <message>
        <source>&amp;Rows</source>
        <translation>行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pair shift</source>
        <translation>成对移动(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Y boards</source>
        <translation>Y 棋盘(&amp;Y)</translation>
    </message>
    <message>
        <source>Balanced boards: m = n</source>
        <translation>平衡棋盘：m = n</translation>
    </message>
    <message>
        <source>One red peg: m = 1</source>
        <translation>一个红色棋子：m = 1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message numerus="yes">
        <source>Working out %Ln board(s)…</source>
        <translation>
            <numerusform>正在计算 %Ln 个棋盘…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2%</source>
        <translation>%1：%2%</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln move(s) deep</source>
        <translation>
            <numerusform>%1，深度 %Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: the boards not yet worked out are empty again.</source>
        <translation>已取消：尚未计算的棋盘重新变空。</translation>
    </message>
    <message>
        <source>A board was not worked out: %1</source>
        <translation>有一个棋盘未能计算：%1</translation>
    </message>
    <message>
        <source>Show the &amp;formula</source>
        <translation>显示公式(&amp;F)</translation>
    </message>
    <message>
        <source>Show the engine&apos;s &amp;minima</source>
        <translation>显示引擎的最少步数(&amp;M)</translation>
    </message>
    <message>
        <source>Draws n·m + n + m moves, n·m jumps and n + m slides, dashed.</source>
        <translation>用虚线画出 n·m + n + m 步、n·m 次跳跃和 n + m 次滑动。</translation>
    </message>
    <message>
        <source>Draws the fewest moves the engine finds, dashed.</source>
        <translation>用虚线画出引擎找到的最少步数。</translation>
    </message>
    <message>
        <source>Reveal &amp;board</source>
        <translation>揭示棋盘(&amp;B)</translation>
    </message>
    <message numerus="yes">
        <source>Copied the %1 sheet: %Ln board(s), one a row.</source>
        <translation>
            <numerusform>已复制“%1”表：%Ln 个棋盘，每行一个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the investigation as CSV</source>
        <translation>把探究导出为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>The table was not written to %1: %2.</source>
        <translation>表格未写入 %1：%2。</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %Ln board(s) to %1.</source>
        <translation>
            <numerusform>已将 %Ln 个棋盘写入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Grey italics: revealed by the program, not solved by you; in brackets under or beside a slower game of yours: the fewest, revealed.</source>
        <translation>灰色斜体：由程序揭示，而非你解出；在你较慢的棋局下方或旁边的括号里：揭示的最少步数。</translation>
    </message>
    <message>
        <source>Empties every revealed cell of this sheet again, to start the class afresh; your own results stay.</source>
        <translation>清空本页所有已揭示的单元格，让全班重新开始；你自己的结果会保留。</translation>
    </message>
    <message>
        <source>The revealed cells of this sheet are empty again; your own results stay.</source>
        <translation>本页已揭示的单元格已重新清空；你自己的结果保留。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>frogs-and-toads</source>
        <comment>a file name: lower case, words joined by hyphens</comment>
        <translation>青蛙与蟾蜍</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::LanguageMenu</name>
    <message>
        <source>Leapfrog will follow the system&apos;s language from its next start.</source>
        <translation>Leapfrog 将从下次启动起跟随系统语言。</translation>
    </message>
    <message>
        <source>Leapfrog will speak %1 from its next start.</source>
        <translation>Leapfrog 将从下次启动起使用%1。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::MainWindow</name>
    <message>
        <source>The records could not be read</source>
        <translation>无法读取纪录</translation>
    </message>
    <message>
        <source>The records were set aside</source>
        <translation>纪录已被移到一旁</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>重做(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Play solution</source>
        <translation>播放解法(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Watch a solution from the start</source>
        <translation>从头观看解法(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Compare with the best</source>
        <translation>与最佳比较(&amp;C)</translation>
    </message>
    <message>
        <source>Where your game first left every optimal solution, what it cost, and an optimal finish from just before it.</source>
        <translation>你的游戏在哪里第一次偏离了所有最优解、代价是多少，以及从那之前开始的最优收尾。</translation>
    </message>
    <message>
        <source>Your own moves again from the start, each with its verdict.</source>
        <translation>从头再看一遍你自己的走法，每一步都带有评判。</translation>
    </message>
    <message>
        <source>A position of a row to take to the goal in the fewest moves, with its exact par.</source>
        <translation>一行中的一个局面，要用最少的步数带到目标，并给出精确的标准步数。</translation>
    </message>
    <message>
        <source>Copies the name of this game&apos;s board and start, to give to someone else.</source>
        <translation>复制这局棋盘和起始局面的名称，以便分享给别人。</translation>
    </message>
    <message>
        <source>&amp;Enter game ID...</source>
        <translation>输入游戏 ID(&amp;E)...</translation>
    </message>
    <message>
        <source>Copied the game ID %1.</source>
        <translation>已复制游戏 ID %1。</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <source>The file is no longer at %1: it was moved or deleted. It has been taken off the list.</source>
        <translation>文件已不在 %1：它被移动或删除了。已将它从列表中移除。</translation>
    </message>
    <message>
        <source>&amp;Save...</source>
        <translation>保存(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>经典(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Strict rules</source>
        <translation>严格规则(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Pair shift</source>
        <translation>成对移动(&amp;P)</translation>
    </message>
    <message>
        <source>Three-colour &amp;Y...</source>
        <translation>三色 Y(&amp;Y)...</translation>
    </message>
    <message>
        <source>&amp;Branching board...</source>
        <translation>分支棋盘(&amp;B)...</translation>
    </message>
    <message>
        <source>Several &amp;holes and long jumps</source>
        <translation>多个空洞和长跳(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Dudeney&apos;s numbered frogs</source>
        <translation>Dudeney 的编号青蛙(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Grid (two dimensions)</source>
        <translation>网格（二维）(&amp;G)</translation>
    </message>
    <message>
        <source>C&amp;ustom puzzle...</source>
        <translation>自定义谜题(&amp;U)...</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>大小(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Goal marks</source>
        <translation>目标标记(&amp;G)</translation>
    </message>
    <message>
        <source>Rings round the holes in the colour each must end with.</source>
        <translation>在每个洞周围画出它最终应有颜色的圆环。</translation>
    </message>
    <message>
        <source>Hole &amp;numbers</source>
        <translation>洞编号(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;otation letters</source>
        <translation>记谱字母(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Coach: warn before improper moves</source>
        <translation>教练：在不当的走法之前提醒(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>动画速度(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>即时(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>快(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>正常(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>慢(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Fit the board</source>
        <translation>适应棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;State space...</source>
        <translation>状态空间(&amp;S)...</translation>
    </message>
    <message>
        <source>Moves and verdicts</source>
        <translation>走法与评判</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Investigate...</source>
        <translation>探究(&amp;I)...</translation>
    </message>
    <message>
        <source>The frogs-and-toads investigation: a table of boards that fills in as you solve them, with a chart of the pattern.</source>
        <translation>青蛙与蟾蜍探究：一张随你解题而逐渐填满的棋盘表格，附有规律图表。</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>玩法(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>教程(&amp;T)</translation>
    </message>
    <message>
        <source>A short guided game: the moves, and a move that costs.</source>
        <translation>一局简短的引导游戏：各种走法，以及一步代价高的走法。</translation>
    </message>
    <message>
        <source>&amp;About Leapfrog</source>
        <translation>关于 Leapfrog(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>正在分析…</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>回到游戏</translation>
    </message>
    <message>
        <source>Compare with the best</source>
        <translation>与最佳比较</translation>
    </message>
    <message>
        <source>Compare with the best: no move of this game has left every optimal solution (as far as its moves are judged exactly).</source>
        <translation>与最佳比较：这局没有任何一步偏离了所有最优解（就其被精确评判的步而言）。</translation>
    </message>
    <message>
        <source>The records were not saved</source>
        <translation>纪录未保存</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>回到你的游戏。</translation>
    </message>
    <message>
        <source>Your game</source>
        <translation>你的游戏</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解法</translation>
    </message>
    <message>
        <source>Close the solution</source>
        <translation>关闭解法</translation>
    </message>
    <message>
        <source>Save the changes?</source>
        <translation>保存更改？</translation>
    </message>
    <message>
        <source>The game has changes that %1 does not have yet.</source>
        <translation>这局游戏有 %1 中尚未保存的更改。</translation>
    </message>
    <message>
        <source>Save them to %1 before quitting? The game stays in Leapfrog either way.</source>
        <translation>退出前保存到 %1 吗？无论如何，这局游戏都会保留在 Leapfrog 中。</translation>
    </message>
    <message numerus="yes">
        <source>Back to the game you left: %1, %Ln move(s) in.</source>
        <translation>
            <numerusform>回到你离开的游戏：%1，已走 %Ln 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>On to the next game again: %1.</source>
        <translation>再次前往下一局：%1。</translation>
    </message>
    <message>
        <source>New game: %1. Undo brings back the game you left.</source>
        <translation>新游戏：%1。撤销可以回到你离开的游戏。</translation>
    </message>
    <message>
        <source>New game: %1.</source>
        <translation>新游戏：%1。</translation>
    </message>
    <message>
        <source>No challenge</source>
        <translation>没有挑战</translation>
    </message>
    <message>
        <source>Setting a challenge…</source>
        <translation>正在生成挑战…</translation>
    </message>
    <message>
        <source>Today&apos;s %1 challenge</source>
        <translation>今日挑战（%1）</translation>
    </message>
    <message>
        <source>A challenge at your distance</source>
        <translation>按你设定距离的挑战</translation>
    </message>
    <message>
        <source>A %1 challenge</source>
        <translation>挑战（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%1, par %Ln: take it to the goal in %Ln move(s). Game ID %2.</source>
        <translation>
            <numerusform>%1，标准步数 %Ln：用 %Ln 步把它带到目标。游戏 ID %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>No game with that ID</source>
        <translation>没有这个 ID 的游戏</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message>
        <source>Could not save %1</source>
        <translation>无法保存 %1</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>已保存到 %1。</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>打开已保存的游戏</translation>
    </message>
    <message>
        <source>Leapfrog games (*.json);;All files (*)</source>
        <translation>Leapfrog 游戏 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <source>Leapfrog games (*.json)</source>
        <translation>Leapfrog 游戏 (*.json)</translation>
    </message>
    <message>
        <source>About Leapfrog</source>
        <translation>关于 Leapfrog</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Leapfrog %1&lt;/h3&gt;&lt;p&gt;The peg-jumping puzzles: frogs and toads, the shuttle puzzle, Brainbuster, shifting checkers.&lt;/p&gt;&lt;p&gt;Play them, watch optimal solutions, and learn why a move spoils optimality: every improper move is flagged with its reason, after M. Yancey&apos;s analysis of the Bradley-Thomas algorithm.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Leapfrog %1&lt;/h3&gt;&lt;p&gt;跳棋子谜题：青蛙与蟾蜍、穿梭谜题、Brainbuster、换位跳棋。&lt;/p&gt;&lt;p&gt;玩这些谜题，观看最优解，并了解为什么某一步会破坏最优性：依据 M. Yancey 对 Bradley-Thomas 算法的分析，每一步不当的走法都会标出原因。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Moves: %1 / par %2</source>
        <translation>步数：%1 / 标准 %2</translation>
    </message>
    <message>
        <source>Moves: %1 / minimum %2</source>
        <translation>步数：%1 / 最少 %2</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>步数：%1</translation>
    </message>
    <message>
        <source>Looking back at move %1 of %2</source>
        <translation>回看第 %1 步 / 共 %2 步</translation>
    </message>
    <message>
        <source>The board as it was; it cannot be played. Esc returns to your game.</source>
        <translation>这是当时的棋盘；不能在上面走棋。按 Esc 回到你的游戏。</translation>
    </message>
    <message>
        <source>Stuck: no peg can move</source>
        <translation>卡住了：没有棋子能走</translation>
    </message>
    <message>
        <source>Under the strict rules pegs can block each other. Undo a move or two and try another way.</source>
        <translation>在严格规则下，棋子会互相阻挡。撤销一两步，换一种走法试试。</translation>
    </message>
    <message>
        <source>Res&amp;tart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>Replay &amp;my game</source>
        <translation>重放我的游戏(&amp;L)</translation>
    </message>
    <message>
        <source>Cha&amp;llenge...</source>
        <translation>挑战(&amp;G)...</translation>
    </message>
    <message>
        <source>Copy &amp;game ID</source>
        <translation>复制游戏 ID(&amp;Y)</translation>
    </message>
    <message>
        <source>St&amp;atistics...</source>
        <translation>统计(&amp;T)...</translation>
    </message>
    <message>
        <source>Zoom o&amp;ut</source>
        <translation>缩小(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <source>The theme, the board&apos;s high contrast, the language and the view&apos;s options.</source>
        <translation>主题、棋盘的高对比度、语言和视图选项。</translation>
    </message>
    <message>
        <source>New challenge</source>
        <translation>新挑战</translation>
    </message>
    <message>
        <source>Another challenge on this board, with a position of its own.</source>
        <translation>这个棋盘上的另一个挑战，有它自己的局面。</translation>
    </message>
    <message>
        <source>Draws every position and every optimal solution: opening it counts as seeing the solution for this game.</source>
        <translation>画出每个局面和每个最优解法：打开它就算看过这局的解法。</translation>
    </message>
    <message>
        <source>Hide this panel (the View menu shows it again)</source>
        <translation>隐藏此面板（“视图”菜单可再次显示）</translation>
    </message>
    <message>
        <source>The game stays open, not saved.</source>
        <translation>游戏仍然打开，未保存。</translation>
    </message>
    <message>
        <source>None: every game is on a window</source>
        <translation>无：每个游戏都在某个窗口中</translation>
    </message>
    <message>
        <source>The game in progress could not be kept for the next start: %1.</source>
        <translation>无法为下次启动保留当前游戏：%1。</translation>
    </message>
    <message>
        <source>That game is no longer there: another window took it.</source>
        <translation>该游戏已不在：另一个窗口已接手。</translation>
    </message>
    <message>
        <source>Continuing %1.</source>
        <translation>继续 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s), %2</source>
        <translation>
            <numerusform>%1：%n 步，%2</numerusform>
        </translation>
    </message>
    <message>
        <source>A game that can no longer be read</source>
        <translation>一个无法再读取的游戏</translation>
    </message>
    <message>
        <source>Your settings were not saved: %1.</source>
        <translation>您的设置未保存：%1。</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;F)</translation>
    </message>
    <message>
        <source>Un&amp;finished games</source>
        <translation>未完成的游戏(&amp;K)</translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s) from other windows: Game &gt; Unfinished games.</source>
        <translation>
            <numerusform>来自其他窗口的另外 %n 个未完成游戏：游戏 &gt; 未完成的游戏。</numerusform>
        </translation>
    </message>
    <message>
        <source>The new language takes effect when Leapfrog next starts.</source>
        <translation>新语言将在 Leapfrog 下次启动时生效。</translation>
    </message>
    <message>
        <source>Va&amp;riant</source>
        <translation>变体(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::MoveListModel</name>
    <message>
        <source> (played by the shown solution)</source>
        <translation>（由显示的解法走出）</translation>
    </message>
    <message>
        <source> (a hinted move)</source>
        <translation>（按提示走的一步）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>走法</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>字母</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>评判</translation>
    </message>
    <message>
        <source>The move&apos;s letter in Yancey&apos;s notation: S and J a blue step and jump, s and j a red step and jump, each forward and (a jump) over the other colour; other moves have none.</source>
        <translation>该步在 Yancey 记谱法中的字母：S 和 J 为蓝色的前进一步和跳跃，s 和 j 为红色的前进一步和跳跃，跳跃须越过另一颜色；其他走法没有字母。</translation>
    </message>
    <message>
        <source>The move&apos;s number in your game, from the start.</source>
        <translation>这一步在你的游戏里的序号，从开局算起。</translation>
    </message>
    <message>
        <source>The move from hole to hole, the holes numbered from the left: 3-4 moves the peg in hole 3 to hole 4.</source>
        <translation>从一个洞到另一个洞的走法，洞从左往右编号：3-4 把洞 3 的棋子移到洞 4。</translation>
    </message>
    <message>
        <source> A dot (·) means no letter: the move went backwards or jumped its own colour. The notation under the list (Notation: SJs...) is the letters of your moves in a row.</source>
        <translation>点（·）表示没有字母：这一步后退了，或者越过了同色棋子。列表下方的记谱（记谱：SJs...）就是你各步字母连在一起。</translation>
    </message>
    <message>
        <source>What the move did to your chances of the shortest solution: proper keeps a shortest solution open; improper makes every solution from here longer; +N moves says how much longer; best from here is the best move after an earlier slip.</source>
        <translation>这一步对最短解法的影响：恰当表示仍有最短解法；不当表示从这里起每个解法都变长了；+N 步说明长了多少；从这里最佳表示在之前失误后的最佳一步。</translation>
    </message>
    <message>
        <source>%1: a shortest solution still passes through this move.</source>
        <translation>%1：仍有最短解法经过这一步。</translation>
    </message>
    <message>
        <source>%1: after this move no shortest solution is left; the puzzle now takes longer.</source>
        <translation>%1：这一步之后不再有最短解法；谜题现在要多走几步。</translation>
    </message>
    <message>
        <source>%1: this move made the shortest solution from here that much longer.</source>
        <translation>%1：这一步让从这里起的最短解法变长了这么多。</translation>
    </message>
    <message>
        <source>%1: after an earlier slip, this move lost nothing more.</source>
        <translation>%1：在之前的失误之后，这一步没有再损失什么。</translation>
    </message>
    <message>
        <source>· a move with no letter: a move backward or a jump over the same colour</source>
        <translation>· 无字母的一步：向后走，或跳过同色棋子</translation>
    </message>
    <message>
        <source>A letter names the kind of move, not whether it was good: S a blue step forward, J a blue jump forward over red, s a red step forward, j a red jump forward over blue. A dot (·) marks any other move: a move backward or a jump over the same colour. The verdict beside it says whether the move was good.</source>
        <translation>字母表示走法的种类，而不表示走得好坏：S 蓝棋向前平移，J 蓝棋向前跳过红棋，s 红棋向前平移，j 红棋向前跳过蓝棋。点（·）表示其他任何走法：向后走，或跳过同色棋子。一步好不好，看旁边的评判。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::OverviewStrip</name>
    <message>
        <source>The whole board: click or drag to go there.</source>
        <translation>整个棋盘：点击或拖动即可前往。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::PlayController</name>
    <message>
        <source>No hint yet: the search stopped at its time limit. The panel offers to keep searching.</source>
        <translation>暂无提示：搜索在时间限制处停止。面板提供继续搜索的选项。</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>无提示：%1</translation>
    </message>
    <message>
        <source>Choice cancelled.</source>
        <translation>已取消选择。</translation>
    </message>
    <message>
        <source>Solved! Start a new game (Ctrl+N), or undo (Ctrl+Z) to look for a shorter way.</source>
        <translation>解出了！开始新游戏（Ctrl+N），或撤销（Ctrl+Z）寻找更短的走法。</translation>
    </message>
    <message>
        <source>Hole %1 is empty: click a peg that can move into it.</source>
        <translation>洞 %1 是空的：请点击一个能走进去的棋子。</translation>
    </message>
    <message>
        <source>No peg can move: undo (Ctrl+Z) and try another way.</source>
        <translation>没有棋子能走：撤销（Ctrl+Z）后换一种走法试试。</translation>
    </message>
    <message>
        <source>Pick the peg to shift with it: click a ringed peg (Esc cancels).</source>
        <translation>选择一起移动的棋子：点击一个带圆环的棋子（Esc 取消）。</translation>
    </message>
    <message>
        <source>This peg can go to several holes: click a ringed hole (Esc cancels).</source>
        <translation>这个棋子可以去好几个洞：点击一个带圆环的洞（Esc 取消）。</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>解出了！</translation>
    </message>
    <message>
        <source>No peg can move.</source>
        <translation>没有棋子能走。</translation>
    </message>
    <message>
        <source>Already solved.</source>
        <translation>已经解出了。</translation>
    </message>
    <message>
        <source>Looking for the best move from here…</source>
        <translation>正在寻找从这里出发的最佳一步…</translation>
    </message>
    <message>
        <source>No hint: the goal cannot be reached from here. Undo a move or two.</source>
        <translation>无提示：从这里无法到达目标。撤销一两步。</translation>
    </message>
    <message>
        <source>An exact search from here finds it on a shortest way to the goal.</source>
        <translation>从这里出发的精确搜索发现它位于一条到达目标的最短路径上。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Coach: %1</source>
        <translation>教练：%1</translation>
    </message>
    <message>
        <source>Board, %1</source>
        <translation>棋盘，%1</translation>
    </message>
    <message>
        <source>The pair moved at your first click: a peg with only one partner shifts at once.</source>
        <translation>这一对在您第一次单击时就已移动：只有一个搭档的棋子会立即移动。</translation>
    </message>
    <message>
        <source>Solved! Take a new challenge from the banner, or undo (Ctrl+Z) to look for a shorter way.</source>
        <translation>解出来了！从横幅接受一个新挑战，或撤销（Ctrl+Z）找更短的走法。</translation>
    </message>
    <message>
        <source>Solved in the fewest moves! Take a new challenge from the banner.</source>
        <translation>以最少步数解开了！请从横幅中接受一个新的挑战。</translation>
    </message>
    <message>
        <source>Solved in the fewest moves! Start a new game (Ctrl+N).</source>
        <translation>以最少步数解开了！开始新游戏（Ctrl+N）。</translation>
    </message>
    <message>
        <source>It takes back your last move, the one that lost the shortest finish: no other move leaves fewer moves to the goal. Undo (Ctrl+Z) takes it back without counting a move, and the game can again end in the fewest moves.</source>
        <translation>这一步撤回你的上一步，也就是让你失去最短收尾的那一步：没有别的一步能让到达目标所需的步数更少。撤销（Ctrl+Z）可以撤回它而不计步数，这局就又能用最少的步数完成。</translation>
    </message>
    <message>
        <source>It takes back your last move: no other move leaves fewer moves to the goal. Undo (Ctrl+Z) takes it back without counting a move.</source>
        <translation>这一步撤回你的上一步：没有别的一步能让到达目标所需的步数更少。撤销（Ctrl+Z）可以撤回它而不计步数。</translation>
    </message>
    <message>
        <source>Peg %1 cannot move: %2.</source>
        <translation>棋子 %1 不能走：%2。</translation>
    </message>
    <message>
        <source>Peg %1 cannot move now.</source>
        <translation>棋子 %1 现在不能走。</translation>
    </message>
    <message>
        <source>Pick the peg to shift with it: choose a ringed peg with the arrow keys, then press Enter (Esc cancels).</source>
        <translation>选择一起移动的棋子：用方向键选中一个带圆环的棋子，然后按 Enter（Esc 取消）。</translation>
    </message>
    <message>
        <source>This peg can go to several holes: choose a ringed hole with the arrow keys, then press Enter (Esc cancels).</source>
        <translation>这个棋子可以去好几个洞：用方向键选中一个带圆环的洞，然后按 Enter（Esc 取消）。</translation>
    </message>
    <message>
        <source>Hint: move %1. Press H again to make it.</source>
        <translation>提示：走 %1。再按一次 H 走这一步。</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) does better: it takes back your last move, the one that lost the shortest finish, without counting a move, and the game can again end in the fewest moves.</source>
        <translation>撤销（Ctrl+Z）更好：它撤回你的上一步，也就是让你失去最短收尾的那一步，而且不计步数，这局就又能用最少的步数完成。</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) does better: it takes back your last move without counting a move, so the game ends two moves sooner than with the hinted move.</source>
        <translation>撤销（Ctrl+Z）更好：它撤回你的上一步而且不计步数，这样这局比走提示的那一步早两步结束。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::PlayerBar</name>
    <message>
        <source>Continue from here</source>
        <translation>从这里继续</translation>
    </message>
    <message>
        <source>Drag to any move of the solution</source>
        <translation>拖到解法中的任意一步</translation>
    </message>
    <message>
        <source>Move 1,000,000,000 of 1,000,000,000</source>
        <translation>第 1,000,000,000 步 / 共 1,000,000,000 步</translation>
    </message>
    <message>
        <source>Leave the solution at this move and go on by hand (or click a peg)</source>
        <translation>在这一步离开解法，亲手继续（或点击一个棋子）</translation>
    </message>
    <message>
        <source>Back to your game as it was (Esc)</source>
        <translation>回到你原来的游戏（Esc）</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>起始（Home）</translation>
    </message>
    <message>
        <source>One move back (Left)</source>
        <translation>后退一步（左）</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>播放（空格）</translation>
    </message>
    <message>
        <source>One move forward (Right, or H)</source>
        <translation>前进一步（右，或 H）</translation>
    </message>
    <message>
        <source>The goal (End)</source>
        <translation>目标（End）</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>节奏</translation>
    </message>
    <message numerus="yes">
        <source>Start · %Ln move(s)</source>
        <translation>
            <numerusform>起始 · %Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Start · %1 moves</source>
        <translation>起始 · %1 步</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>第 %1 步 / 共 %2 步</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>暂停（空格）</translation>
    </message>
    <message>
        <source>Close the solution</source>
        <translation>关闭解法</translation>
    </message>
    <message>
        <source>The start</source>
        <translation>起始</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Pace: from very slow (half a move a second) to fastest (100 moves a second)</source>
        <translation>节奏：从很慢（每秒半步）到最快（每秒 100 步）</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Move of the solution</source>
        <translation>解法的步</translation>
    </message>
    <message>
        <source>Play again from the start (Space)</source>
        <translation>从头再播放（空格）</translation>
    </message>
    <message>
        <source>Play from the start</source>
        <translation>从头播放</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Follow the desktop</source>
        <translation>跟随桌面</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;High-contrast board</source>
        <translation>高对比度棋盘(&amp;H)</translation>
    </message>
    <message>
        <source>A black table, a white board, black holes and heavier outlines; the pegs keep their colours and letters.</source>
        <translation>黑色桌面、白色棋盘、黑色的洞和更粗的轮廓；棋子保留各自的颜色和字母。</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>&amp;Goal marks</source>
        <translation>目标标记(&amp;G)</translation>
    </message>
    <message>
        <source>Hole &amp;numbers</source>
        <translation>洞编号(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;otation letters</source>
        <translation>记谱字母(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Coach: warn before improper moves</source>
        <translation>教练：在不当的走法之前提醒(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>动画速度(&amp;A)：</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>&amp;Memory for exact answers:</source>
        <translation>精确计算可用内存(&amp;M)：</translation>
    </message>
    <message>
        <source>How much memory Leapfrog may use to work out statistics, the state space and the verdicts exactly. This computer can give %1 GiB (its memory or its memory limit, less a margin). Hints and the solution player keep a smaller share of their own, so that Leapfrog and the rest of the computer stay responsive.</source>
        <translation>Leapfrog 精确计算统计、状态空间和判定时可以使用的内存。这台计算机可提供 %1 GiB（其内存或内存限制中较小者，减去余量）。提示和解法播放器各自保留较小的一份，以便 Leapfrog 和计算机的其他部分保持响应。</translation>
    </message>
    <message>
        <source>A new language takes effect when Leapfrog next starts.</source>
        <translation>新选择的语言将在 Leapfrog 下次启动时生效。</translation>
    </message>
    <message>
        <source>This is a limit, not an amount taken: each answer takes only the memory its board needs.</source>
        <translation>这是上限，而不是占用量：每个答案只占用其棋盘所需的内存。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::RecentFiles</name>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;%1 %2 (gone)</source>
        <translation>&amp;%1 %2（已不存在）</translation>
    </message>
    <message>
        <source>%1 is no longer there: moved or deleted.</source>
        <translation>%1 已不在原处：被移动或删除了。</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>没有最近的游戏</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::RecordBook</name>
    <message>
        <source>The records in %1 could not be read (%2); they are left as they are, and new records are not kept.</source>
        <translation>无法读取 %1 中的纪录（%2）；它们保持原样，新的纪录不会被保存。</translation>
    </message>
    <message>
        <source>The records file %1 is damaged (%2) and could not be set aside; new records are not kept until it is moved.</source>
        <translation>纪录文件 %1 已损坏（%2），且无法移到一旁；在它被移走之前，新的纪录不会被保存。</translation>
    </message>
    <message>
        <source>The records file was damaged (%1): it was set aside as %2 and a new record book begun.</source>
        <translation>纪录文件已损坏（%1）：已将它另存为 %2，并开始新的纪录簿。</translation>
    </message>
    <message>
        <source>The records could not be written to %1: %2.</source>
        <translation>无法把纪录写入 %1：%2。</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <source>it is %1 MB, more than a record book holds</source>
        <translation>它有 %1 MB，超过记录簿的容量</translation>
    </message>
    <message>
        <source>Not recorded yet: %1. The records file could not be written; Leapfrog keeps the result and writes it with the next one.</source>
        <translation>尚未记录：%1。无法写入记录文件；Leapfrog 保留此结果，并在下一次一并写入。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::RecordTable</name>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>最少</translation>
    </message>
    <message>
        <source>Optimal</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Solution shown</source>
        <translation>显示过解法</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>The moves of your best result: less help first, then fewer moves, then less time.</source>
        <translation>最好成绩的步数：先比帮助少，再比步数少，再比用时短。</translation>
    </message>
    <message>
        <source>Hints shown in your best result (since its game&apos;s start or its last restart).</source>
        <translation>最好成绩中显示过的提示（从该局开始或最近一次重新开始算起）。</translation>
    </message>
    <message>
        <source>Whether your best result came after seeing the solution: played by the solution player, or shown in the state space.</source>
        <translation>最好成绩是否在看过解法之后：由解法播放器走出，或在状态空间中显示。</translation>
    </message>
    <message>
        <source>The time of your best result, from its first move to the goal.</source>
        <translation>最好成绩的用时，从第一步到目标。</translation>
    </message>
    <message>
        <source>Every time you brought this board to the goal without having seen its solution, hints or not: once per new game or restart (reaching the goal again after an undo is the same solve).</source>
        <translation>每次在没看过解法的情况下把这个棋盘走到目标（用没用提示都算）：每局新游戏或每次重新开始算一次（撤销后再次到达目标算同一次）。</translation>
    </message>
    <message>
        <source>Own solves</source>
        <translation>自己解出</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::RowsGridModel</name>
    <message>
        <source>m = %1</source>
        <translation>m = %1</translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation>n = %1</translation>
    </message>
    <message numerus="yes">
        <source>%n red peg(s)</source>
        <translation>
            <numerusform>%n 个红色棋子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue peg(s)</source>
        <translation>
            <numerusform>%n 个蓝色棋子</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SearchCard</name>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>&amp;Keep searching</source>
        <translation>继续搜索(&amp;K)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>Still looking for %1, for up to %2 more…</source>
        <translation>仍在寻找%1，最多再用 %2…</translation>
    </message>
    <message>
        <source>The search for %1 stopped at its limit of %2: %3 It can go on for longer.</source>
        <translation>寻找%1的搜索在 %2 的限制处停止：%3 它可以继续更长时间。</translation>
    </message>
    <message>
        <source>The search for %1 failed: %2</source>
        <translation>寻找%1的搜索失败：%2</translation>
    </message>
    <message>
        <source>Looking for %1…</source>
        <translation>正在寻找%1…</translation>
    </message>
    <message>
        <source>The search for %1 was cancelled.</source>
        <translation>寻找%1的搜索已取消。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::Sharing</name>
    <message>
        <source>Nothing to print or copy: %1</source>
        <translation>没有可打印或复制的内容：%1</translation>
    </message>
    <message>
        <source>No optimal solution was found within the time allowed, so there is nothing to print.</source>
        <translation>没有在允许的时间内找到最优解，因此没有可打印的内容。</translation>
    </message>
    <message>
        <source>Copies the position, the moves and their notation word, to paste anywhere.</source>
        <translation>复制局面、走法及其记谱词，可粘贴到任何地方。</translation>
    </message>
    <message>
        <source>Prints the moves as a strip of small boards, one per move.</source>
        <translation>把走法打印成一条小棋盘带，每步一个。</translation>
    </message>
    <message>
        <source>Print pre&amp;view...</source>
        <translation>打印预览(&amp;V)...</translation>
    </message>
    <message>
        <source>Shows the printed pages before they are printed.</source>
        <translation>在打印前显示打印页面。</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>导出(&amp;X)...</translation>
    </message>
    <message>
        <source>Saves the moves as a PDF, a picture (SVG, PNG) or an animation (GIF).</source>
        <translation>把走法保存为 PDF、图片（SVG、PNG）或动画（GIF）。</translation>
    </message>
    <message>
        <source>Print a &amp;worksheet...</source>
        <translation>打印练习单(&amp;K)...</translation>
    </message>
    <message>
        <source>Blank boards of 1 to 5 pegs a side and a table to fill in, for a class.</source>
        <translation>每边 1 到 5 个棋子的空白棋盘和一张待填写的表格，供课堂使用。</translation>
    </message>
    <message>
        <source>My game on %1</source>
        <translation>我在 %1 上的游戏</translation>
    </message>
    <message numerus="yes">
        <source>Copied %1 as text: the position, %n move(s) and their word.</source>
        <translation>
            <numerusform>已将 %1 复制为文本：局面、%n 步及其记谱词。</numerusform>
        </translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>打印 %1</translation>
    </message>
    <message numerus="yes">
        <source>Printed %1 on %n page(s).</source>
        <translation>
            <numerusform>已将 %1 打印在 %n 页上。</numerusform>
        </translation>
    </message>
    <message>
        <source>Print preview: %1</source>
        <translation>打印预览：%1</translation>
    </message>
    <message>
        <source>Print preview: a worksheet for a class</source>
        <translation>打印预览：供课堂使用的练习单</translation>
    </message>
    <message>
        <source>Cannot print %1</source>
        <translation>无法打印 %1</translation>
    </message>
    <message>
        <source>Nothing was printed: %1</source>
        <translation>没有打印任何内容：%1</translation>
    </message>
    <message>
        <source>The preview could not be drawn: %1</source>
        <translation>无法绘制预览：%1</translation>
    </message>
    <message>
        <source>Cop&amp;y as text</source>
        <translation>复制为文本(&amp;M)</translation>
    </message>
    <message>
        <source>Pr&amp;int...</source>
        <translation>打印(&amp;I)...</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SidePanel</name>
    <message>
        <source>a hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>the verdicts</source>
        <translation>评判</translation>
    </message>
    <message>
        <source>Click a move to see the board as it was after it; Esc returns to your game.</source>
        <translation>点击一步即可查看那一步之后的棋盘；按 Esc 回到你的游戏。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt; · par %Ln move(s)</source>
        <translation>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · 目标 &lt;code&gt;%2&lt;/code&gt; · 标准 %Ln 步</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt; · minimum %Ln move(s)</source>
        <translation>
            <numerusform>&lt;code&gt;%1&lt;/code&gt; · 目标 &lt;code&gt;%2&lt;/code&gt; · 最少 %Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;code&gt;%1&lt;/code&gt; · goal &lt;code&gt;%2&lt;/code&gt;</source>
        <translation>&lt;code&gt;%1&lt;/code&gt; · 目标 &lt;code&gt;%2&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Your game in review</source>
        <translation>回顾你的游戏</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>你的走法</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>Looking back: the board as it was after this move. The arrow keys walk your moves; Esc or a click on the board returns to your game.</source>
        <translation>回看：这一步之后的棋盘。方向键可以浏览你的走法；按 Esc 或点击棋盘回到你的游戏。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), all your own.</source>
        <translation>
            <numerusform>%Ln 步，全是你自己走的。</numerusform>
        </translation>
    </message>
    <message>
        <source>No move was a mistake.</source>
        <translation>没有一步是失误。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s) cost extra moves: they are flagged in the list below.</source>
        <translation>
            <numerusform>%Ln 步多花了步数：已在下面的列表中标出。</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>记谱：%1</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <source>The reason behind this verdict, the terms it uses and where it comes from.</source>
        <translation>该判定背后的理由、所用术语及其出处。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %Ln move(s) were your own.</source>
        <translation>
            <numerusform>%Ln 步中有 %1 步是你自己走的。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln came from hints.</source>
        <translation>
            <numerusform>%Ln 步来自提示。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln came from the shown solution.</source>
        <translation>
            <numerusform>%Ln 步来自显示的解法。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), all played by you, but after seeing the solution.</source>
        <translation>
            <numerusform>%Ln 步，都是你走的，但是在看过解法之后。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s), all played by you.</source>
        <translation>
            <numerusform>%Ln 步，都是你走的。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You saw %Ln hint(s) on the way.</source>
        <translation>
            <numerusform>途中你看了 %Ln 次提示。</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>已走的步</translation>
    </message>
    <message>
        <source>Move %1: frog %2 from hole %3 to hole %4</source>
        <translation>第 %1 步：青蛙 %2 从洞 %3 到洞 %4</translation>
    </message>
    <message>
        <source>You saw the solution before the end.</source>
        <translation>你在结束前看过了解法。</translation>
    </message>
    <message>
        <source>The reason behind this verdict</source>
        <translation>这一判定背后的理由</translation>
    </message>
    <message>
        <source>Press H to make it (or Enter on the board), Esc to hide it.</source>
        <translation>按 H 走这一步（或在棋盘上按 Enter），按 Esc 隐藏。</translation>
    </message>
    <message numerus="yes">
        <source>1 of the %Ln move(s) was your own.</source>
        <translation>
            <numerusform>%Ln 步中有 1 步是你自己走的。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SizeDialog</name>
    <message>
        <source>Three-colour Y board</source>
        <translation>三色 Y 棋盘</translation>
    </message>
    <message>
        <source>Branching board</source>
        <translation>分支棋盘</translation>
    </message>
    <message>
        <source>Dudeney&apos;s frogs</source>
        <translation>Dudeney 的青蛙</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>自定义大小</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>预设(&amp;P)：</translation>
    </message>
    <message>
        <source>Your own size</source>
        <translation>你自己的大小</translation>
    </message>
    <message>
        <source>&amp;Arm length:</source>
        <translation>臂长(&amp;A)：</translation>
    </message>
    <message>
        <source>holes in each of the three arms</source>
        <translation>三条臂各自的洞数</translation>
    </message>
    <message>
        <source>&amp;Blue pegs (line, left):</source>
        <translation>蓝色棋子（线上，左）(&amp;B)：</translation>
    </message>
    <message>
        <source>blue pegs</source>
        <translation>蓝色棋子</translation>
    </message>
    <message>
        <source>Red pegs on the &amp;trunk:</source>
        <translation>主干上的红色棋子(&amp;T)：</translation>
    </message>
    <message>
        <source>red pegs on the trunk</source>
        <translation>主干上的红色棋子</translation>
    </message>
    <message>
        <source>Red pegs on the &amp;upper arm:</source>
        <translation>上臂的红色棋子(&amp;U)：</translation>
    </message>
    <message>
        <source>red pegs on the upper arm</source>
        <translation>上臂的红色棋子</translation>
    </message>
    <message>
        <source>Red pegs on the &amp;lower arm:</source>
        <translation>下臂的红色棋子(&amp;L)：</translation>
    </message>
    <message>
        <source>red pegs on the lower arm</source>
        <translation>下臂的红色棋子</translation>
    </message>
    <message>
        <source>&amp;Frogs:</source>
        <translation>青蛙(&amp;F)：</translation>
    </message>
    <message>
        <source>frogs</source>
        <translation>青蛙</translation>
    </message>
    <message>
        <source>&amp;Size N (a board of 2N+1 by 2N+1):</source>
        <translation>大小 N（2N+1 乘 2N+1 的棋盘）(&amp;S)：</translation>
    </message>
    <message>
        <source>the size N</source>
        <translation>大小 N</translation>
    </message>
    <message>
        <source>&amp;Pegs of each colour:</source>
        <translation>每种颜色的棋子(&amp;E)：</translation>
    </message>
    <message>
        <source>pegs of each colour</source>
        <translation>每种颜色的棋子</translation>
    </message>
    <message>
        <source>&amp;Blue pegs (left):</source>
        <translation>蓝色棋子（左）(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Red pegs (right):</source>
        <translation>红色棋子（右）(&amp;R)：</translation>
    </message>
    <message>
        <source>red pegs</source>
        <translation>红色棋子</translation>
    </message>
    <message>
        <source>Empty &amp;holes between:</source>
        <translation>中间的空洞(&amp;H)：</translation>
    </message>
    <message>
        <source>empty holes</source>
        <translation>空洞</translation>
    </message>
    <message>
        <source>&amp;Jumps over up to (pegs):</source>
        <translation>最多跳过（棋子）(&amp;J)：</translation>
    </message>
    <message>
        <source>the jump length</source>
        <translation>跳跃长度</translation>
    </message>
    <message>
        <source>&amp;Strict rules: blue only right, red only left, jumps over the other colour only</source>
        <translation>严格规则：蓝色只向右，红色只向左，只能跳过另一种颜色(&amp;S)</translation>
    </message>
    <message>
        <source>Too few blue pegs: %1 blue must outnumber the %2 red on the two arms, so that the empty hole ends on the line, left of the branching point.</source>
        <translation>蓝色棋子太少：%1 个蓝色必须多于两条臂上的 %2 个红色，空洞才能最终停在线上、分支点的左边。</translation>
    </message>
    <message>
        <source>%1: %2 holes, %3 pegs of each colour.</source>
        <translation>%1：%2 个洞，每种颜色 %3 个棋子。</translation>
    </message>
    <message>
        <source>%1: %2 holes, %3 numbered frogs.</source>
        <translation>%1：%2 个洞，%3 只编号青蛙。</translation>
    </message>
    <message>
        <source>%1: %2 holes, %3 blue and %4 red pegs.</source>
        <translation>%1：%2 个洞，%3 个蓝色和 %4 个红色棋子。</translation>
    </message>
    <message>
        <source>A board this long scrolls.</source>
        <translation>这么长的棋盘会滚动显示。</translation>
    </message>
    <message numerus="yes">
        <source>Too long to draw whole here (%Ln holes): the game shows it at a playable size.</source>
        <translation>
            <numerusform>太长，无法在此完整画出（%Ln 个洞）：游戏会以可玩的大小显示它。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SizeMenu</name>
    <message>
        <source>&amp;Custom...</source>
        <translation>自定义(&amp;C)...</translation>
    </message>
    <message>
        <source>%1 (no solution)</source>
        <translation>%1（无解）</translation>
    </message>
    <message>
        <source>Solved; your best is %1.</source>
        <translation>已解出；你的最好成绩是 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (your best: %Ln move(s))</source>
        <translation>
            <numerusform>%1（你的最好成绩：%Ln 步）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (your best: %Ln move(s), with hints)</source>
        <translation>
            <numerusform>%1（你的最好成绩：%Ln 步，用了提示）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionListView</name>
    <message>
        <source>Letter</source>
        <translation>字母</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>解法</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>走法</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>评判</translation>
    </message>
    <message>
        <source>By</source>
        <translation>走者</translation>
    </message>
    <message>
        <source>The solution&apos;s moves</source>
        <translation>解法的各步</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionPanel</name>
    <message>
        <source>Notation</source>
        <translation>记谱</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Click a letter or a move to go there. Space plays and pauses, the arrows step, Esc goes back to your game.</source>
        <translation>点击一个字母或一步即可前往。空格键播放和暂停，方向键单步，Esc 回到你的游戏。</translation>
    </message>
    <message>
        <source>Your game, move by move</source>
        <translation>你的游戏，逐步回放</translation>
    </message>
    <message>
        <source>Your own moves again, each with its verdict in the list. Space plays and pauses; Esc returns to your game as it was.</source>
        <translation>再看一遍你自己的走法，每一步的评判都在列表中。空格键播放和暂停；Esc 回到你原来的游戏。</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解法</translation>
    </message>
    <message>
        <source>Solution %1 of %2</source>
        <translation>解法 %1 / 共 %2</translation>
    </message>
    <message>
        <source>An optimal solution</source>
        <translation>一个最优解</translation>
    </message>
    <message numerus="yes">
        <source>Your first %Ln move(s) are on this optimal solution; it goes on from there. From published constructions.</source>
        <translation>
            <numerusform>你的前 %Ln 步都在这个最优解上；它从那里继续。来自已发表的构造。</numerusform>
        </translation>
    </message>
    <message>
        <source>From published constructions that give every optimal solution of this board.</source>
        <translation>来自已发表的构造，它给出这个棋盘的所有最优解。</translation>
    </message>
    <message>
        <source>Its label in Zhu and Wang&apos;s numbering: %1.</source>
        <translation>它在 Zhu 和 Wang 编号中的标签：%1。</translation>
    </message>
    <message>
        <source>Found by exact search.</source>
        <translation>由精确搜索找到。</translation>
    </message>
    <message>
        <source>Zhu and Wang&apos;s construction. This board is beyond exact search: how many optimal solutions it has, and this one&apos;s place among them, are not known.</source>
        <translation>Zhu 和 Wang 的构造。这个棋盘超出了精确搜索的能力：它有多少个最优解、这一个在其中排第几，都不得而知。</translation>
    </message>
    <message>
        <source>%1 (%2 digits): %3</source>
        <translation>%1（%2 位数）：%3</translation>
    </message>
    <message>
        <source>Optimal solutions</source>
        <translation>最优解</translation>
    </message>
    <message>
        <source>This one</source>
        <translation>这一个</translation>
    </message>
    <message>
        <source>Its label</source>
        <translation>它的标签</translation>
    </message>
    <message>
        <source>Click a move in the list to go there. Space plays and pauses, the arrows step, Esc goes back to your game.</source>
        <translation>点击列表中的一步即可前往。空格键播放和暂停，方向键单步，Esc 回到你的游戏。</translation>
    </message>
    <message>
        <source>This optimal solution starts differently from your game: it begins with %1, where you played %2. From published constructions.</source>
        <translation>这个最优解的开局与你的游戏不同：它先走 %1，而你走的是 %2。来自已发表的构造。</translation>
    </message>
    <message numerus="yes">
        <source>This optimal solution follows your first %Ln move(s), then plays %1 where you played %2. From published constructions.</source>
        <translation>
            <numerusform>这个最优解沿用你的前 %Ln 步，然后走 %1，而你走的是 %2。来自已发表的构造。</numerusform>
        </translation>
    </message>
    <message>
        <source>Optimal solutions from here</source>
        <translation>从这里起的最优解</translation>
    </message>
    <message>
        <source>Notation (your game&apos;s moves underlined)</source>
        <translation>记谱（你这局的走法加下划线）</translation>
    </message>
    <message numerus="yes">
        <source>The optimal solution(s) from move %1 on, found by exact search; your own moves come first.</source>
        <translation>
            <numerusform>从第 %1 步起的最优解，由精确搜索找到；你自己的走法在前。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionPicker</name>
    <message>
        <source>The solution before this one</source>
        <translation>上一个解法</translation>
    </message>
    <message>
        <source>The next solution</source>
        <translation>下一个解法</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Choose solutions by their rank in Leapfrog&apos;s order, or by their label in Zhu and Wang&apos;s numbering</source>
        <translation>按 Leapfrog 顺序中的排名，或按 Zhu 和 Wang 编号中的标签选择解法</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解法</translation>
    </message>
    <message>
        <source>Zhu and Wang&apos;s construction</source>
        <translation>Zhu 和 Wang 的构造</translation>
    </message>
    <message>
        <source>of an unknown number</source>
        <translation>总数未知</translation>
    </message>
    <message>
        <source>This board is beyond exact search: how many optimal solutions it has is not known.</source>
        <translation>这个棋盘超出了精确搜索的能力：它有多少个最优解不得而知。</translation>
    </message>
    <message>
        <source>Label %1 (solution %2): type a label and press Enter</source>
        <translation>标签 %1（解法 %2）：输入标签后按 Enter</translation>
    </message>
    <message>
        <source>Type a solution&apos;s number and press Enter</source>
        <translation>输入解法编号后按 Enter</translation>
    </message>
    <message>
        <source>(one of %1)</source>
        <translation>（%1 个之一）</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <source>there is no solution %1: choose 1 to %2</source>
        <translation>没有第 %1 个解法：请选择 1 到 %2</translation>
    </message>
    <message>
        <source>?</source>
        <comment>the place of the one solution shown among an unknown number of them</comment>
        <translation>？</translation>
    </message>
    <message numerus="yes">
        <source>%n digit(s)</source>
        <translation>
            <numerusform>%n 位数</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 optimal solution(s) from here in all (%2; the side panel has the whole number)</source>
        <translation>
            <numerusform>共 %1 个从这里起的最优解（%2；侧边面板显示完整数字）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 optimal solution(s) in all (%2; the side panel has the whole number)</source>
        <translation>
            <numerusform>共 %1 个最优解（%2；侧边面板显示完整数字）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::SolutionPlayer</name>
    <message>
        <source>Nothing to compare yet: make a move or two first.</source>
        <translation>暂无可比较的内容：请先走一两步。</translation>
    </message>
    <message>
        <source>Your game has not left the optimal solutions (as far as its moves are judged): nothing to compare.</source>
        <translation>你的游戏没有偏离最优解（就已评判的步而言）：没有可比较的内容。</translation>
    </message>
    <message>
        <source>after it the goal could no longer be reached</source>
        <translation>在那之后再也无法到达目标</translation>
    </message>
    <message numerus="yes">
        <source>it cost %Ln move(s) over the shortest finish</source>
        <translation>
            <numerusform>它比最短的收尾多花了 %Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Your game left every optimal solution at move %1, %2: %3. Below, from just before it, an optimal finish.</source>
        <translation>你的游戏在第 %1 步（%2）偏离了所有最优解：%3。下面是从那之前开始的最优收尾。</translation>
    </message>
    <message>
        <source>Nothing to replay yet: make a move or two first.</source>
        <translation>暂无可重放的内容：请先走一两步。</translation>
    </message>
    <message>
        <source>Preparing your game…</source>
        <translation>正在准备你的游戏…</translation>
    </message>
    <message>
        <source>Looking for the optimal solutions…</source>
        <translation>正在寻找最优解…</translation>
    </message>
    <message>
        <source>The goal cannot be reached from here: undo a move or two.</source>
        <translation>从这里无法到达目标：撤销一两步。</translation>
    </message>
    <message>
        <source>No optimal solution to show. %1</source>
        <translation>没有可显示的最优解。%1</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>回到你的游戏。</translation>
    </message>
    <message>
        <source>This is your own game: close the player (Esc) to return to it, or click a move in your list to look back at it.</source>
        <translation>这是你自己的游戏：关闭播放器（Esc）即可回到游戏，或点击列表中的一步回看。</translation>
    </message>
    <message>
        <source>On this board the game can take over at most %1 moves of the solution at once: go back to move %2 or before.</source>
        <translation>在这个棋盘上，游戏一次最多可以接手解法中的 %1 步：请回到第 %2 步或更早。</translation>
    </message>
    <message>
        <source>Looking for solution %1…</source>
        <translation>正在寻找第 %1 个解法…</translation>
    </message>
    <message>
        <source>Preparing %1 moves…</source>
        <translation>正在准备 %1 步…</translation>
    </message>
    <message>
        <source>Searching: %1 positions so far…</source>
        <translation>正在搜索：目前已有 %1 个局面…</translation>
    </message>
    <message>
        <source>No optimal solution to show: %1</source>
        <translation>没有可显示的最优解：%1</translation>
    </message>
    <message>
        <source>The start of the solution: %1 moves to the goal.</source>
        <translation>解法的起始：距目标 %1 步。</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3.</source>
        <translation>第 %1 步 / 共 %2 步：%3。</translation>
    </message>
    <message numerus="yes">
        <source>The start of the solution: %Ln move(s) to the goal.</source>
        <translation>
            <numerusform>解法的起始：距目标 %Ln 步。</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for the optimal solutions from here…</source>
        <translation>正在寻找从这里出发的最优解…</translation>
    </message>
    <message>
        <source>Your game goes on from move %1; the shown moves are in italics in the move list.</source>
        <translation>你的游戏从第 %1 步继续；所显示的那些步在已走步列表中以斜体显示。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::StateSpaceDialog</name>
    <message>
        <source>State space</source>
        <translation>状态空间</translation>
    </message>
    <message>
        <source>%1 a move of an optimal solution &amp;nbsp;&amp;nbsp; %2 an improper move: from a position on an optimal solution off every one &amp;nbsp;&amp;nbsp; %3 other moves &amp;nbsp;&amp;nbsp; %4 the game now&lt;br&gt;Hover a position for its distances; click it to take the game there (the fewest moves from here, undoable). Ctrl+wheel zooms.</source>
        <translation>%1 最优解中的一步 &amp;nbsp;&amp;nbsp; %2 不当的一步：从最优解上的局面偏离所有最优解 &amp;nbsp;&amp;nbsp; %3 其他走法 &amp;nbsp;&amp;nbsp; %4 当前局面&lt;br&gt;鼠标悬停在局面上可查看其距离；点击可把游戏带到那里（从这里走最少的步数，可撤销）。Ctrl+滚轮缩放。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: too large for the state-space picture.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：太大，无法画出状态空间图。</translation>
    </message>
    <message>
        <source>State space of %1</source>
        <translation>%1 的状态空间</translation>
    </message>
    <message>
        <source>The state-space picture draws boards of at most %1 holes and %2 positions; %3 has %4 holes. Choose a smaller board.</source>
        <translation>状态空间图只能画出最多 %1 个洞、%2 个局面的棋盘；%3 有 %4 个洞。请选择更小的棋盘。</translation>
    </message>
    <message numerus="yes">
        <source>the shortest solution takes %Ln move(s)</source>
        <translation>
            <numerusform>最短的解法需要 %Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <source>the goal cannot be reached</source>
        <translation>无法到达目标</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 positions reachable from the start, in %3 columns by their distance from it; %4.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：从起始局面可到达 %2 个局面，按与起始的距离分为 %3 列；%4。</translation>
    </message>
    <message>
        <source>This picture shows every optimal solution, so the game in the main window now counts as one whose solution you have seen: in the banner, the panel and your records.</source>
        <translation>这张图显示了每个最优解法，所以主窗口里的这局现在算作你看过解法的一局：在横幅、侧栏和你的记录中都是如此。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::StateSpaceView</name>
    <message numerus="yes">
        <source>%Ln move(s)</source>
        <translation>
            <numerusform>%Ln 步</numerusform>
        </translation>
    </message>
    <message>
        <source>The start.</source>
        <translation>起始局面。</translation>
    </message>
    <message>
        <source>%1 from the start.</source>
        <translation>距起始 %1。</translation>
    </message>
    <message>
        <source>The goal cannot be reached from here.</source>
        <translation>从这里无法到达目标。</translation>
    </message>
    <message>
        <source>The goal.</source>
        <translation>目标。</translation>
    </message>
    <message>
        <source>%1 to the goal.</source>
        <translation>距目标 %1。</translation>
    </message>
    <message>
        <source>On an optimal solution.</source>
        <translation>在一个最优解上。</translation>
    </message>
    <message>
        <source>Off every optimal solution.</source>
        <translation>不在任何最优解上。</translation>
    </message>
    <message>
        <source>start</source>
        <translation>起始</translation>
    </message>
    <message>
        <source>goal</source>
        <translation>目标</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::StatisticsDialog</name>
    <message>
        <source>No puzzle solved yet.</source>
        <translation>还没有解出任何谜题。</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>&amp;Reset...</source>
        <translation>重置(&amp;R)...</translation>
    </message>
    <message>
        <source>Reset the records?</source>
        <translation>重置纪录？</translation>
    </message>
    <message>
        <source>Every best result and count will be emptied. This cannot be undone.</source>
        <translation>所有最好成绩和计数都将被清空。此操作无法撤销。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::TutorialCard</name>
    <message>
        <source>Start</source>
        <translation>起始</translation>
    </message>
    <message>
        <source>No thanks</source>
        <translation>不用了，谢谢</translation>
    </message>
    <message>
        <source>Skip tutorial</source>
        <translation>跳过教程</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>New to Leapfrog?</source>
        <translation>第一次使用 Leapfrog？</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步 / 共 %2 步</translation>
    </message>
    <message>
        <source>Take the 1-minute tutorial: you play a tiny puzzle and learn every move.</source>
        <translation>来一次 1 分钟的教程：你会玩一个小谜题，并学会所有走法。</translation>
    </message>
</context>
<context>
    <name>leapfrog::ui::WordView</name>
    <message>
        <source>Reading the word…</source>
        <translation>正在读取记谱词…</translation>
    </message>
    <message>
        <source>Move %1: %2. %3</source>
        <translation>第 %1 步：%2。%3</translation>
    </message>
    <message>
        <source>Move %1: %2 (%3)</source>
        <translation>第 %1 步：%2（%3）</translation>
    </message>
    <message>
        <source>The solution in notation</source>
        <translation>解法的记谱</translation>
    </message>
</context>
</TS>
