<?php defined( 'ABSPATH' ) || exit; ?>
<footer id="classic-test-footer">Classic footer</footer>
<?php wp_footer(); ?>
</body>
</html>
